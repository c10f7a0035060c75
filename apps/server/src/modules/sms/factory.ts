import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { createAliyunSmsProvider } from './aliyun';
import type { SmsProvider } from './provider';
import { createSandboxSmsProvider } from './sandbox';

export function createSmsProvider(config: AppConfig, db: Db): SmsProvider {
  if (config.sms.provider === 'aliyun' && config.sms.aliyun) return createAliyunSmsProvider(config.sms.aliyun);
  return createSandboxSmsProvider(db);
}
