import { SandboxTemuError } from './handlers/registry';
import { GATEWAY_MESSAGES, GatewayCode as TemuAuthCode } from './reference/wire';

/** The gateway allows a timestamp within ±300 s of its own clock (193 鉴权信息). */
export const TIMESTAMP_WINDOW_S = 300;
const COMMON = new Set(['type', 'app_key', 'access_token', 'timestamp', 'data_type', 'version', 'sign']);

export interface CommonParams {
  type: string;
  appKey: string;
  accessToken: string | null;
  sign: string;
  /** Business parameters: everything else at the outer level. */
  params: Record<string, unknown>;
}

/** A refusal with the gateway's own code and English message. */
export const gatewayError = (code: number, httpStatus = 200) =>
  new SandboxTemuError(code, GATEWAY_MESSAGES[code] ?? 'error', httpStatus);

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/**
 * Checks the common parameters in the order the gateway reports them: type, app_key, timestamp (present,
 * 10-digit seconds, within the window), data_type, sign. Token and signature need the database: see router.ts.
 */
export function readCommon(body: unknown, nowMs: number): CommonParams {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const type = str(b.type);
  if (!type) throw gatewayError(TemuAuthCode.NO_TYPE);
  const appKey = str(b.app_key);
  if (!appKey) throw gatewayError(TemuAuthCode.NO_APP_KEY);
  if (b.timestamp === undefined || b.timestamp === null || b.timestamp === '') {
    throw gatewayError(TemuAuthCode.NO_TIMESTAMP);
  }
  const ts = String(b.timestamp);
  if (!/^\d{10}$/.test(ts)) throw gatewayError(TemuAuthCode.TIMESTAMP_INVALID);
  const nowS = Math.floor(nowMs / 1000);
  if (Number(ts) < nowS - TIMESTAMP_WINDOW_S) throw gatewayError(TemuAuthCode.TIMESTAMP_EXPIRED);
  if (Number(ts) > nowS + TIMESTAMP_WINDOW_S) throw gatewayError(TemuAuthCode.TIMESTAMP_INVALID);
  if (b.data_type !== 'JSON') throw gatewayError(TemuAuthCode.DATA_TYPE_INVALID);
  const sign = str(b.sign);
  if (!sign) throw gatewayError(TemuAuthCode.NO_SIGN);
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(b)) if (!COMMON.has(k)) params[k] = v;
  return { type, appKey, accessToken: str(b.access_token), sign, params };
}
