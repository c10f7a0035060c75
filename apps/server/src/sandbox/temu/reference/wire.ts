import { createHash } from 'node:crypto';

/**
 * The sandbox's own copy of Temu's wire rules, written from the reference pack
 * (../shared/references/temu/api/README.md §2, §3, §6 and Temu docs 192/193). Nothing here comes from
 * `@podbench/temu`: the client and the sandbox are each written from the reference, so a wrong guess on one side
 * shows up as a refusal instead of being confirmed by the other.
 */

/** The two gateways the sandbox plays (README §3). */
export type TemuZone = 'CN' | 'PA';

/** Success marker of the envelope (README §2.3: `errorCode` 1000000 on success in Temu's samples). */
export const SUCCESS_CODE = 1000000;

/** Gateway / auth codes and their messages, verbatim from README §6.1 (Temu doc 193 §三). */
export const GatewayCode = {
  NO_TYPE: 7000000,
  NO_APP_KEY: 7000002,
  NO_ACCESS_TOKEN: 7000003,
  APP_NO_PERMISSION: 7000005,
  TOKEN_APP_MISMATCH: 7000006,
  TOKEN_EXPIRED: 7000007,
  NO_TIMESTAMP: 7000008,
  TIMESTAMP_EXPIRED: 7000010,
  TIMESTAMP_INVALID: 7000011,
  DATA_TYPE_INVALID: 7000013,
  NO_SIGN: 7000014,
  SIGN_INVALID: 7000015,
  TYPE_NOT_EXISTS: 7000016,
  TOKEN_NOT_EXISTS: 7000018,
  TOKEN_NO_API_ACCESS: 7000019,
  TOKEN_INVALID: 7000020,
} as const;

export const GATEWAY_MESSAGES: Record<number, string> = {
  7000000: 'there is no type in body.',
  7000002: 'there is no app_key in body.',
  7000003: 'there is no access_token in body.',
  7000005: "app_key don't have this api permission.",
  7000006: 'access_token and app_key are not mapping.',
  7000007: 'access_token is expired, please contact seller to reauthorize and share the new access_token with you.',
  7000008: 'there is no timestamp in body.',
  7000010: 'timestamp is expired.',
  7000011: 'timestamp is invalid.',
  7000013: 'data_type is invalid',
  7000014: 'there is no sign in body.',
  7000015: 'sign is invalid, please check your sign calculation',
  7000016: 'type not exists.',
  7000018: 'access_token not exists.',
  7000019:
    "access_token don't have this api access, please ask for seller to authorize this api in seller center first，and share the new access_token with you.",
  7000020: 'access_token invalid.',
};

/** System codes (README §6.2). 4000004 is the SDK's throttling code (not on Temu's pages, README §3.2). */
export const SystemCode = {
  SERVER_BUSY: 1000001,
  PARAM_ERROR: 1000003,
  SYSTEM_EXCEPTION: 1000005,
  GATEWAY_SYSTEM_EXCEPTION: 4000000,
  RATE_LIMITED: 4000004,
} as const;
export const SYSTEM_MESSAGES: Record<number, string> = {
  1000001: '服务器开小差',
  1000003: '参数错误',
  1000005: '系统异常',
  4000000: 'SYSTEM_EXCEPTION',
  4000004: '请求过于频繁，超过了当前的限制阈值',
};

/** Temu's envelope (README §2.3). */
export const ok = (result: unknown, requestId: string) => ({
  success: true as const,
  errorCode: SUCCESS_CODE,
  errorMsg: '',
  requestId,
  result,
});
export const fail = (errorCode: number, errorMsg: string, requestId: string) => ({
  success: false as const,
  errorCode,
  errorMsg,
  requestId,
  result: null,
});
export type Envelope = ReturnType<typeof ok> | ReturnType<typeof fail>;

/** How one top-level value enters the signed string (doc 192 / README §2.2): strings as they are, the rest as compact JSON. */
const signValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * Temu doc 192: every top-level parameter except `sign`, null/absent ones left out, sorted by key (ASCII), `key+value`
 * concatenated, wrapped in the app secret on both sides, MD5, upper-case hex.
 */
export function signBody(body: Record<string, unknown>, appSecret: string): string {
  const keys = Object.keys(body)
    .filter((k) => k !== 'sign' && body[k] !== undefined && body[k] !== null)
    .sort();
  const text = keys.map((k) => `${k}${signValue(body[k])}`).join('');
  return createHash('md5').update(`${appSecret}${text}${appSecret}`, 'utf8').digest('hex').toUpperCase();
}
