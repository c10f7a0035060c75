import type { Db } from '../../db';
import type { SmsProvider } from './provider';

const SCENE_TEXT: Record<string, string> = {
  login: '登录',
  register: '注册',
  changePhone: '更换手机号',
  bind: '绑定手机号',
  resetPassword: '重置密码',
};

/** Local mode: messages land in the `sms_outbox` table, readable at GET /sandbox/sms/outbox. */
export function createSandboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'sandbox',
    async sendCode(phone, code, scene) {
      await db
        .insertInto('sms_outbox')
        .values({
          phone,
          content: `【PodBench】您的${SCENE_TEXT[scene] ?? ''}验证码是 ${code}，5 分钟内有效。如非本人操作，请忽略。`,
          created_at: Date.now(),
        })
        .execute();
    },
  };
}
