/**
 * Temu's authentication codes (193 鉴权信息) with the English message the gateway sends and the Chinese message
 * a seller sees. The sandbox answers with exactly these pairs; the client maps them back.
 */
export const TemuAuthCode = {
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
  TOKEN_NO_API_ACCESS_EXCLUSIVE: 7000022,
} as const;

export const TEMU_GATEWAY_MESSAGES: Record<number, string> = {
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
  7000022: "access_token don't have this api access.",
};

export const TEMU_ERROR_MESSAGES_ZH: Record<number, string> = {
  7000000: 'Temu 请求缺少接口类型（type）',
  7000002: 'Temu 请求缺少 app_key，请检查 Temu 应用配置',
  7000003: 'Temu 请求缺少 access_token，请先授权店铺',
  7000005: 'Temu 应用没有该接口的权限，请确认 app_key 与接口网关属于同一区',
  7000006: 'access_token 与应用不匹配：请确认 token 是在卖家中心授权给本应用的，且与应用属于同一区',
  7000007: '店铺授权已过期，请在 Temu 卖家中心重新授权后更新 access_token',
  7000008: 'Temu 请求缺少时间戳（timestamp）',
  7000010: 'Temu 请求时间戳已过期，请校准服务器时间（允许误差 ±300 秒）',
  7000011: 'Temu 请求时间戳无效：须为 10 位秒级时间戳，且与 Temu 服务器时间相差不超过 300 秒',
  7000013: 'Temu 请求的 data_type 无效，必须为 JSON',
  7000014: 'Temu 请求缺少签名（sign）',
  7000015: 'Temu 签名校验失败，请检查 app_secret 是否正确',
  7000016: 'Temu 接口不存在，或不在当前网关（CN/PA）',
  7000018: 'access_token 不存在，请在 Temu 卖家中心重新获取',
  7000019: 'access_token 未授权该接口：请在卖家中心授权时勾选全部接口，再复制新的 token',
  7000020: 'access_token 无效（可能已被重新生成或复制不完整），请重新复制',
  7000022: 'access_token 没有该接口的访问权限（自研专属接口需单独申请）',
  // bg.open.accesstoken.create
  110020001: 'Temu 系统繁忙，请稍后重试授权',
  110020002: '授权码无效或已过期（10 分钟内有效、只能使用一次），请重新授权',
  110020003: '创建 access_token 失败，请重新授权',
};

/**
 * Rate limiting and system errors. The published pages give no numeric codes for these, so the client recognises
 * them by HTTP status (429 / 5xx), by these codes (what the sandbox sends) and by the message text.
 */
export const TEMU_RATE_LIMIT_CODE = 4000004;
export const TEMU_SYSTEM_EXCEPTION_CODE = 5000000;
export const TEMU_RATE_LIMIT_MESSAGE = 'request is too frequent, rate limit exceeded';
export const TEMU_SYSTEM_EXCEPTION_MESSAGE = 'system_exception';

export const RATE_LIMIT_TEXT = /rate.?limit|too many|too frequent|frequency|限流|频繁|过于频繁/i;
export const SYSTEM_EXCEPTION_TEXT = /system.?exception|system error|系统异常|系统繁忙/i;

/** Token problems that mean "the seller must re-authorise": the shop list shows them as expired. */
export const TOKEN_DEAD_CODES: ReadonlySet<number> = new Set([7000006, 7000007, 7000018, 7000020]);
