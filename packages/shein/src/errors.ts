import { SheinCode } from './envelope';

export type SheinErrorKind = 'auth' | 'rate_limit' | 'system' | 'network' | 'invalid_response' | 'business';

const MESSAGES: Record<string, { kind: SheinErrorKind; text: string }> = {
  [SheinCode.SIGN_INVALID]: { kind: 'auth', text: 'Shein 签名校验失败，请检查密钥是否正确' },
  [SheinCode.TIMESTAMP_INVALID]: { kind: 'auth', text: 'Shein 请求时间戳无效，请校准服务器时间（允许误差 5 分钟）' },
  [SheinCode.OPEN_KEY_INVALID]: { kind: 'auth', text: 'Shein 店铺授权已失效，请重新授权' },
  [SheinCode.TEMP_TOKEN_INVALID]: {
    kind: 'auth',
    text: 'Shein 授权凭证（tempToken）无效或已过期（10 分钟内有效），请重新授权',
  },
  [SheinCode.PATH_NOT_FOUND]: { kind: 'business', text: 'Shein 接口不存在' },
  [SheinCode.RATE_LIMITED]: { kind: 'rate_limit', text: 'Shein 接口调用过于频繁，请稍后再试' },
  [SheinCode.PARAM_INVALID]: { kind: 'business', text: 'Shein 请求参数有误' },
};

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
  if (known) {
    const text = known.kind === 'business' && a.msg ? `${known.text}：${a.msg}` : known.text;
    return new SheinApiError(text, known.kind, ...args);
  }
  if (a.httpStatus === 429) return new SheinApiError(MESSAGES[SheinCode.RATE_LIMITED].text, 'rate_limit', ...args);
  if (a.httpStatus >= 500) return new SheinApiError('Shein 系统繁忙，请稍后再试', 'system', ...args);
  const text = a.msg ? `Shein 返回错误：${a.msg}` : `Shein 返回错误（HTTP ${a.httpStatus}，错误码 ${a.code ?? '无'}）`;
  return new SheinApiError(text, 'business', ...args);
}
