import {
  RATE_LIMIT_TEXT,
  SYSTEM_EXCEPTION_TEXT,
  TEMU_ERROR_MESSAGES_ZH,
  TEMU_RATE_LIMIT_CODE,
  TEMU_SYSTEM_EXCEPTION_CODE,
  TOKEN_DEAD_CODES,
} from './error-codes';

/**
 * auth: a 7000xxx answer (credentials, sign, timestamp, token). rate_limit / system: transient on Temu's side.
 * network: no answer at all. invalid_response: an answer we cannot read. business: Temu refused the request itself.
 */
export type TemuErrorKind = 'auth' | 'rate_limit' | 'system' | 'network' | 'invalid_response' | 'business';

export interface TemuErrorInit {
  kind: TemuErrorKind;
  type: string;
  errorCode?: number | string | null;
  temuMessage?: string | null;
  requestId?: string | null;
  httpStatus?: number | null;
  /** From a Retry-After header, when the gateway sent one. */
  retryAfterMs?: number;
}

/** Every failure of a Temu call. `message` is Chinese and fit to show a seller; the raw answer stays beside it. */
export class TemuApiError extends Error {
  readonly kind: TemuErrorKind;
  readonly type: string;
  readonly errorCode: number | string | null;
  readonly temuMessage: string | null;
  readonly requestId: string | null;
  readonly httpStatus: number | null;
  readonly retryAfterMs: number;

  constructor(message: string, init: TemuErrorInit) {
    super(message);
    this.name = 'TemuApiError';
    this.kind = init.kind;
    this.type = init.type;
    this.errorCode = init.errorCode ?? null;
    this.temuMessage = init.temuMessage ?? null;
    this.requestId = init.requestId ?? null;
    this.httpStatus = init.httpStatus ?? null;
    this.retryAfterMs = init.retryAfterMs ?? 0;
  }

  /** Worth sending again (if, and only if, the call is idempotent). */
  get transient(): boolean {
    return this.kind === 'rate_limit' || this.kind === 'system' || this.kind === 'network';
  }

  /** The seller has to re-authorise the shop (expired, revoked or foreign token). */
  get tokenDead(): boolean {
    return typeof this.errorCode === 'number' && TOKEN_DEAD_CODES.has(this.errorCode);
  }
}

const numeric = (code: number | string | null | undefined): number | null => {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code);
  return null;
};

/** Turns a failed envelope (or a bare HTTP failure) into a TemuApiError with a Chinese message. */
export function errorFromAnswer(a: {
  type: string;
  httpStatus: number;
  errorCode?: number | string | null;
  errorMsg?: string | null;
  requestId?: string | null;
  retryAfterMs?: number;
}): TemuApiError {
  const code = numeric(a.errorCode);
  const text = a.errorMsg ?? '';
  const base = {
    type: a.type,
    errorCode: a.errorCode,
    temuMessage: a.errorMsg,
    requestId: a.requestId,
    retryAfterMs: a.retryAfterMs,
  };
  if (a.httpStatus === 429 || code === TEMU_RATE_LIMIT_CODE || RATE_LIMIT_TEXT.test(text)) {
    return new TemuApiError('Temu 接口调用过于频繁（已触发店铺限流），请稍后再试', {
      ...base,
      kind: 'rate_limit',
      httpStatus: a.httpStatus,
    });
  }
  if (a.httpStatus >= 500 || code === TEMU_SYSTEM_EXCEPTION_CODE || SYSTEM_EXCEPTION_TEXT.test(text)) {
    return new TemuApiError('Temu 系统繁忙，请稍后再试', { ...base, kind: 'system', httpStatus: a.httpStatus });
  }
  if (code !== null && TEMU_ERROR_MESSAGES_ZH[code]) {
    const kind = code >= 7000000 && code < 7000100 ? 'auth' : 'business';
    return new TemuApiError(TEMU_ERROR_MESSAGES_ZH[code], { ...base, kind, httpStatus: a.httpStatus });
  }
  const msg = text ? `Temu 返回错误：${text}` : `Temu 返回错误（HTTP ${a.httpStatus}，错误码 ${a.errorCode ?? '无'}）`;
  return new TemuApiError(msg, { ...base, kind: 'business', httpStatus: a.httpStatus });
}

export const networkError = (type: string, cause: unknown) => {
  const err = new TemuApiError('无法连接 Temu 接口，请检查网络后重试', { kind: 'network', type });
  (err as Error & { cause?: unknown }).cause = cause;
  return err;
};

export const invalidResponse = (type: string, detail: string, httpStatus: number, requestId?: string | null) =>
  new TemuApiError(`Temu 返回的数据格式无法识别（${detail}）`, {
    kind: 'invalid_response',
    type,
    httpStatus,
    requestId,
  });
