import type { SmsProvider } from './provider';

// PLACEHOLDER: replaced by the Aliyun SMS implementation.
export function createAliyunSmsProvider(_cfg: {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
}): SmsProvider {
  return {
    name: 'aliyun',
    async sendCode() {
      throw new Error('not implemented');
    },
  };
}
