import type { z } from 'zod';
import { SheinApiError, sheinErrorFrom } from '../errors';
import { newRandomKey, sheinSignature } from '../sign';

/** A fetch that can send GET (no body) as well as POST; the query string is never signed (README §6.2). */
export type SheinAnyFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface SheinRequestOptions {
  gateway: string;
  fetch?: SheinAnyFetch;
  keys: { openKeyId: string; secretKey: string };
  /** x-lt-language (order / shipping / ccst family): CN unless told. */
  language?: string;
  now?: () => number;
  randomKey?: () => string;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** Attempts for GETs on a transient failure (rate limit, Shein busy, network); POSTs are sent once. */
  maxAttempts?: number;
  onError?: (err: SheinApiError) => void;
}

/**
 * One signed call to a shop API that the main client (POST-only) does not cover: the GETs of purchase-order-infos,
 * get-mothe-child-orders and ccst. Returns the whole parsed envelope; a non-"0" code throws SheinApiError with a
 * Chinese message (the ccst family puts its text in `message`).
 */
export async function sheinRequest<T extends z.ZodType>(
  o: SheinRequestOptions,
  call: { method: 'GET' | 'POST'; path: string; query?: URLSearchParams; body?: unknown; schema: T },
): Promise<z.output<T>> {
  const max = call.method === 'GET' ? (o.maxAttempts ?? 3) : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(o, call);
    } catch (err) {
      if (err instanceof SheinApiError) o.onError?.(err);
      if (!(err instanceof SheinApiError) || !err.transient || attempt >= max) throw err;
      await (o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(500 * 2 ** (attempt - 1));
    }
  }
}

async function once<T extends z.ZodType>(
  o: SheinRequestOptions,
  call: { method: 'GET' | 'POST'; path: string; query?: URLSearchParams; body?: unknown; schema: T },
): Promise<z.output<T>> {
  const { path } = call;
  const timestamp = (o.now ?? Date.now)();
  const randomKey = (o.randomKey ?? newRandomKey)();
  const headers: Record<string, string> = {
    'content-type': 'application/json;charset=UTF-8',
    'x-lt-openKeyId': o.keys.openKeyId,
    'x-lt-timestamp': String(timestamp),
    'x-lt-signature': sheinSignature({
      keyId: o.keys.openKeyId,
      secretKey: o.keys.secretKey,
      path,
      timestamp,
      randomKey,
    }),
    'x-lt-language': o.language ?? 'CN',
  };
  const qs = call.query && [...call.query.keys()].length > 0 ? `?${call.query.toString()}` : '';
  const fetchFn = o.fetch ?? (globalThis.fetch as unknown as SheinAnyFetch);
  let status: number;
  let text: string;
  try {
    const res = await fetchFn(`${o.gateway.replace(/\/+$/, '')}${path}${qs}`, {
      method: call.method,
      headers,
      ...(call.method === 'POST' ? { body: JSON.stringify(call.body ?? {}) } : {}),
      signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
    });
    status = res.status;
    text = await res.text();
  } catch {
    throw new SheinApiError('无法连接 Shein 接口，请检查网络后重试', 'network', path);
  }
  let env: Record<string, unknown>;
  try {
    env = JSON.parse(text) as Record<string, unknown>;
    if (typeof env !== 'object' || env === null || env.code === undefined) throw new Error('no code');
  } catch {
    if (status === 429 || status >= 500) throw sheinErrorFrom({ path, httpStatus: status });
    throw new SheinApiError(`Shein 返回的数据格式无法识别（HTTP ${status}）`, 'invalid_response', path);
  }
  const code = String(env.code);
  const msg = typeof env.msg === 'string' && env.msg ? env.msg : typeof env.message === 'string' ? env.message : null;
  const traceId = typeof env.traceId === 'string' ? env.traceId : null;
  if (code !== '0') throw sheinErrorFrom({ path, httpStatus: status, code, msg, traceId });
  const parsed = call.schema.safeParse(env);
  if (!parsed.success)
    throw new SheinApiError('Shein 返回的数据格式无法识别', 'invalid_response', path, code, msg, traceId);
  return parsed.data;
}
