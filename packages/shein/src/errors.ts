export type SheinErrorKind = 'auth' | 'rate_limit' | 'system' | 'network' | 'invalid_response' | 'business';

/**
 * The only codes Shein's evidence shows (reference README §8); no official catalogue exists. Anything else is shown
 * with Shein's own `msg`.
 */
export const SHEIN_DOCUMENTED_CODES = {
  SIGN_INVALID: 'openapi00001',
  IMAGE_DOWNLOAD: 'spmp0001',
  CCST_RATE_LIMITED: '130002',
  CCST_UNKNOWN: '9999',
} as const;

const MESSAGES: Record<string, { kind: SheinErrorKind; text: string }> = {
  [SHEIN_DOCUMENTED_CODES.SIGN_INVALID]: {
    kind: 'auth',
    text: 'Shein 签名校验失败：店铺密钥可能已失效，请重新授权店铺',
  },
  [SHEIN_DOCUMENTED_CODES.IMAGE_DOWNLOAD]: { kind: 'business', text: 'Shein 无法下载图片' },
  [SHEIN_DOCUMENTED_CODES.CCST_RATE_LIMITED]: { kind: 'rate_limit', text: 'Shein 接口调用过于频繁，请稍后再试' },
  [SHEIN_DOCUMENTED_CODES.CCST_UNKNOWN]: { kind: 'system', text: 'Shein 系统繁忙，请稍后再试' },
};

/** Shein refuses calls from an address that is not on the app's IP whitelist with this text (code not found). */
const IP_WHITELIST = /IP is not in the whitelist\s*:?\s*([\d.:a-fA-F]*)/;

/** Every failure of a Shein call; `message` is Chinese and fit to show a seller. */
export class SheinApiError extends Error {
  constructor(
    message: string,
    readonly kind: SheinErrorKind,
    readonly path: string,
    readonly code: string | null = null,
    readonly sheinMessage: string | null = null,
    readonly traceId: string | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'SheinApiError';
  }

  get transient() {
    return this.kind === 'rate_limit' || this.kind === 'system' || this.kind === 'network';
  }
}

export function sheinErrorFrom(a: {
  path: string;
  httpStatus: number;
  code?: string | null;
  msg?: string | null;
  traceId?: string | null;
}): SheinApiError {
  const known = a.code ? MESSAGES[a.code] : undefined;
  const args = [a.path, a.code ?? null, a.msg ?? null, a.traceId ?? null, a.httpStatus] as const;
  const ip = a.msg ? IP_WHITELIST.exec(a.msg) : null;
  if (ip)
    return new SheinApiError(
      `服务器出口 IP ${ip[1] || ''} 不在 Shein 应用的 IP 白名单中：请在 Shein 开放平台开发者后台添加后重试`,
      'business',
      ...args,
    );
  if (known) {
    const text = known.kind === 'business' && a.msg ? `${known.text}：${a.msg}` : known.text;
    return new SheinApiError(text, known.kind, ...args);
  }
  if (a.httpStatus === 429) return new SheinApiError('Shein 接口调用过于频繁，请稍后再试', 'rate_limit', ...args);
  if (a.httpStatus >= 500) return new SheinApiError('Shein 系统繁忙，请稍后再试', 'system', ...args);
  const text = a.msg ? `Shein 返回错误：${a.msg}` : `Shein 返回错误（HTTP ${a.httpStatus}，错误码 ${a.code ?? '无'}）`;
  return new SheinApiError(text, 'business', ...args);
}
