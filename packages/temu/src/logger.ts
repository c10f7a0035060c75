/** The subset of pino's API the client logs through; fastify's `app.log` fits as is. */
export interface TemuLogger {
  debug(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

export const silentLogger: TemuLogger = { debug: () => {}, info: () => {}, warn: () => {} };

/** Keys whose values never reach a log line, wherever they appear in business parameters. */
const SECRET_KEY = /token|secret|sign|password|^code$/i;
const MAX_LOGGED_STRING = 120;

/**
 * Business parameters made fit for a log: secrets replaced, long strings (base64 images) summarised by length,
 * nesting cut at a few levels. The common parameters (app_key, access_token, timestamp, sign) are never passed in.
 */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_LOGGED_STRING ? `[${value.length} chars]` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return Array.isArray(value) ? `[array(${value.length})]` : '[object]';
  if (Array.isArray(value)) {
    const head = value.slice(0, 5).map((v) => redactForLog(v, depth + 1));
    return value.length > 5 ? [...head, `…+${value.length - 5}`] : head;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? '***' : redactForLog(v, depth + 1);
  return out;
}
