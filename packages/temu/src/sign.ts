import { createHash } from 'node:crypto';

/** Request parameters as they go on the wire: common and business parameters side by side. */
export type TemuParams = Record<string, unknown>;

/**
 * One outer value as it takes part in the sign (192 签名规则): strings as they are, objects and arrays as compact
 * JSON (inner keys keep their order, only the outer level is sorted), booleans as `true` / `false`.
 * `null` and `undefined` are left out of the request altogether (see `compactParams`), so they never reach here.
 */
export function signValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Drops outer keys whose value is `undefined` or `null`: what is not sent cannot be signed differently. */
export function compactParams(params: TemuParams): TemuParams {
  const out: TemuParams = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

/**
 * The string that is hashed: app_secret + key1value1key2value2… + app_secret, keys sorted by ASCII code
 * (plain code-unit order, not locale order), `sign` itself excluded.
 */
export function signString(params: TemuParams, appSecret: string): string {
  const keys = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let body = '';
  for (const k of keys) body += k + signValue(params[k]);
  return appSecret + body + appSecret;
}

/** MD5 of `signString`, 32 upper-case hex characters. */
export function signParams(params: TemuParams, appSecret: string): string {
  return createHash('md5').update(signString(params, appSecret), 'utf8').digest('hex').toUpperCase();
}

/** Temu's `timestamp`: 10-digit epoch seconds. */
export const toTemuTimestamp = (epochMs: number) => Math.floor(epochMs / 1000);
