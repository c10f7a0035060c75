import type { TemuZone } from './apis';
import { temuEnvelope } from './envelope';
import { errorFromAnswer, invalidResponse, networkError } from './errors';
import { compactParams, signParams, type TemuParams, toTemuTimestamp } from './sign';

/** The part of `fetch` the client uses; inject one to reach an in-process sandbox or to fake Temu in tests. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

export interface Credentials {
  appKey: string;
  appSecret: string;
}

/** Common parameters (197 基本信息); business parameters may not reuse these names. */
export const COMMON_PARAMS = ['type', 'app_key', 'access_token', 'timestamp', 'data_type', 'version', 'sign'] as const;

export interface Exchange {
  url: string;
  zone: TemuZone;
  type: string;
  params: TemuParams;
  accessToken?: string;
  version?: string;
  nowMs: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface Answer {
  httpStatus: number;
  requestId: string | null;
  result: unknown;
}

/** Builds the signed body: business parameters flat beside the common ones (`null`/`undefined` left out). */
export function buildBody(
  creds: Credentials,
  x: Pick<Exchange, 'type' | 'params' | 'accessToken' | 'version' | 'nowMs'>,
) {
  for (const k of COMMON_PARAMS) {
    if (k in x.params) throw new Error(`业务参数不能使用公共参数名 ${k}`);
  }
  const body = compactParams({
    ...x.params,
    type: x.type,
    app_key: creds.appKey,
    access_token: x.accessToken,
    timestamp: toTemuTimestamp(x.nowMs),
    data_type: 'JSON',
    version: x.version,
  });
  body.sign = signParams(body, creds.appSecret);
  return body;
}

const retryAfter = (h: string | null) => {
  const s = h ? Number(h) : Number.NaN;
  return Number.isFinite(s) && s > 0 ? s * 1000 : 0;
};

/** One HTTP exchange with a gateway: send, read the envelope, throw a TemuApiError for anything but success. */
export async function exchange(fetchFn: FetchLike, creds: Credentials, x: Exchange): Promise<Answer> {
  const body = buildBody(creds, x);
  const signals = [AbortSignal.timeout(x.timeoutMs), ...(x.signal ? [x.signal] : [])];
  let res: Awaited<ReturnType<FetchLike>>;
  let text: string;
  try {
    res = await fetchFn(x.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any(signals),
    });
    text = await res.text();
  } catch (err) {
    throw networkError(x.type, err);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (res.status === 429 || res.status >= 500) {
      throw errorFromAnswer({
        type: x.type,
        httpStatus: res.status,
        retryAfterMs: retryAfter(res.headers.get('retry-after')),
      });
    }
    throw invalidResponse(x.type, `HTTP ${res.status}，不是 JSON`, res.status);
  }
  const env = temuEnvelope.safeParse(json);
  if (!env.success) throw invalidResponse(x.type, `HTTP ${res.status}，缺少 success 字段`, res.status);
  const e = env.data;
  if (!e.success || res.status >= 400) {
    throw errorFromAnswer({
      type: x.type,
      httpStatus: res.status,
      errorCode: e.errorCode,
      errorMsg: e.errorMsg,
      requestId: e.requestId,
      retryAfterMs: retryAfter(res.headers.get('retry-after')),
    });
  }
  return { httpStatus: res.status, requestId: e.requestId ?? null, result: e.result };
}
