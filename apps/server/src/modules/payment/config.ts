import { z } from 'zod';
import { normalizePrivateKey, normalizePublicKey } from './keys';

/** Payment variables of the environment, spread into config.ts's schema. */
export const paymentEnv = {
  PUBLIC_BASE_URL: z.string().url('PUBLIC_BASE_URL 必须是 http(s):// 地址').optional(),
  RECHARGE_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: z.string().optional(),
  WECHATPAY_GATEWAY: z.string().url().default('https://api.mch.weixin.qq.com/'),
};
const paymentEnvSchema = z.object(paymentEnv);
type PaymentEnv = z.infer<typeof paymentEnvSchema>;

export interface AlipayConfig {
  appId: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  alipayPublicKey: string;
  gateway: string;
}

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: string;
  apiV3Key: string;
  /** WeChat Pay public key (or platform certificate's key), SPKI PEM, and its id / certificate serial. */
  platformPublicKey: string;
  platformPublicKeyId: string;
  gateway: string;
}

export interface PaymentConfig {
  /** Base of notify URLs and sandbox QR links; null means "the request's own origin" (local mode). */
  publicBaseUrl: string | null;
  rechargeExpireMinutes: number;
  /** null when not configured: the method answers '该支付方式暂未开通'. */
  alipay: AlipayConfig | null;
  wechat: WechatPayConfig | null;
}

/**
 * A provider is enabled by its id variable (ALIPAY_APP_ID, WECHATPAY_MCHID). An enabled provider missing a secret
 * or holding an unreadable key is a start-up problem in every mode: a half-configured provider would take money it
 * cannot verify. In production an enabled provider also needs PUBLIC_BASE_URL for its notify URL.
 */
export function readPaymentConfig(e: PaymentEnv, local: boolean, problems: string[]): PaymentConfig {
  const need = (name: keyof PaymentEnv, why: string) => {
    const v = e[name];
    if (typeof v === 'string' && v.trim()) return v.trim();
    problems.push(`  ${name}: ${why}`);
    return '';
  };
  const key = (name: keyof PaymentEnv, kind: 'private' | 'public', why: string) => {
    const raw = need(name, why);
    if (!raw) return '';
    const pem = kind === 'private' ? normalizePrivateKey(raw) : normalizePublicKey(raw);
    if (!pem) problems.push(`  ${name}: 无法解析密钥（支持 PEM 或 base64）`);
    return pem ?? '';
  };

  let alipay: AlipayConfig | null = null;
  if (e.ALIPAY_APP_ID) {
    const why = '已配置 ALIPAY_APP_ID，启用支付宝时必须配置';
    alipay = {
      appId: e.ALIPAY_APP_ID.trim(),
      privateKey: key('ALIPAY_PRIVATE_KEY', 'private', why),
      alipayPublicKey: key('ALIPAY_PUBLIC_KEY', 'public', why),
      gateway: e.ALIPAY_GATEWAY,
    };
  }
  let wechat: WechatPayConfig | null = null;
  if (e.WECHATPAY_MCHID) {
    const why = '已配置 WECHATPAY_MCHID，启用微信支付时必须配置';
    const apiV3Key = need('WECHATPAY_API_V3_KEY', why);
    if (apiV3Key && Buffer.byteLength(apiV3Key) !== 32)
      problems.push('  WECHATPAY_API_V3_KEY: APIv3 密钥必须是 32 字节');
    wechat = {
      mchid: e.WECHATPAY_MCHID.trim(),
      appid: need('WECHATPAY_APPID', why),
      serialNo: need('WECHATPAY_SERIAL_NO', why),
      privateKey: key('WECHATPAY_PRIVATE_KEY', 'private', why),
      apiV3Key,
      platformPublicKey: key('WECHATPAY_PLATFORM_PUBLIC_KEY', 'public', why),
      platformPublicKeyId: need('WECHATPAY_PLATFORM_PUBLIC_KEY_ID', why),
      gateway: e.WECHATPAY_GATEWAY,
    };
  }
  if (!local && (alipay || wechat) && !e.PUBLIC_BASE_URL) {
    problems.push('  PUBLIC_BASE_URL: production 模式启用在线支付时必须配置（用于支付结果通知地址）');
  }
  return {
    publicBaseUrl: e.PUBLIC_BASE_URL ? e.PUBLIC_BASE_URL.replace(/\/+$/, '') : null,
    rechargeExpireMinutes: e.RECHARGE_EXPIRE_MINUTES,
    alipay,
    wechat,
  };
}
