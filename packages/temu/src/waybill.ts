import { networkError, TemuApiError } from './errors';
import { signParams, toTemuTimestamp } from './sign';
import type { Credentials } from './transport';

/** The part of `fetch` the waybill download uses: a GET whose answer is read as bytes. */
export type DownloadLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>;

/**
 * The headers of the waybill PDF download (Temu doc 121 §三): `app-key`, `access-token` and `timestamp`, sorted by
 * ASCII code, concatenated key+value, wrapped in app_secret and MD5'd upper-case — the body sign's rule over these
 * three keys (the sign rule itself is checked against doc 192's worked example in sign.test.ts).
 */
export function waybillHeaders(creds: Credentials, accessToken: string, nowMs: number): Record<string, string> {
  const head = { 'app-key': creds.appKey, 'access-token': accessToken, timestamp: String(toTemuTimestamp(nowMs)) };
  return { ...head, sign: signParams(head, creds.appSecret) };
}

/**
 * Downloads one `childWaybillNote` of bg.shiporder.express.note.get. The GET carries the shop's token in its headers,
 * so it only goes to the origin of the gateway that answered (Temu's are on openapi.kuajingmaihuo.com, the sandbox's
 * on its own origin): a URL anywhere else is refused before anything is sent.
 */
export async function downloadWaybill(
  fetchFn: DownloadLike,
  creds: Credentials,
  x: { url: string; gateway: string; accessToken: string; nowMs: number; timeoutMs: number; signal?: AbortSignal },
): Promise<Uint8Array> {
  const type = 'bg.shiporder.express.note.get';
  let target: URL;
  try {
    target = new URL(x.url);
  } catch {
    throw new TemuApiError('面单地址无效', { kind: 'invalid_response', type });
  }
  if (target.origin !== new URL(x.gateway).origin) {
    throw new TemuApiError(`面单地址不在 Temu 网关上：${target.origin}`, { kind: 'invalid_response', type });
  }
  const signals = [AbortSignal.timeout(x.timeoutMs), ...(x.signal ? [x.signal] : [])];
  let res: Awaited<ReturnType<DownloadLike>>;
  let bytes: Uint8Array;
  try {
    res = await fetchFn(target.href, {
      method: 'GET',
      headers: waybillHeaders(creds, x.accessToken, x.nowMs),
      signal: AbortSignal.any(signals),
    });
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    throw networkError(type, err);
  }
  const isPdf = bytes.length > 4 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
  if (res.status !== 200 || !isPdf) {
    const why = `HTTP ${res.status}${isPdf ? '' : '，不是 PDF'}`;
    throw new TemuApiError(`下载面单失败（${why}），面单地址约 1 小时内有效，请重新获取`, {
      kind: 'invalid_response',
      type,
      httpStatus: res.status,
    });
  }
  return bytes;
}
