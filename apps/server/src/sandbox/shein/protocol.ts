import { randomBytes } from 'node:crypto';

/**
 * Shein's answer envelope and the only error codes the reference pack documents
 * (/work/shared/references/shein README §7, §8). docs/shein-sandbox.md says which code answers what.
 */
export const SHEIN_CODE = {
  OK: '0',
  /** README §8: bad signature — the sandbox also answers it for every request it cannot verify. */
  SIGN: 'openapi00001',
  /** README §8: print-barcode's "code=1失败"; the sandbox's answer for a parameter the pack's tables refuse. */
  FAILED: '1',
} as const;
export const SIGN_MSG = '签名错误:生成的签名不正确';
/** README §0.4 / §8: the documented text for a bad request parameter. */
export const PARAM_MSG = '请求参数异常,请刷新重试';

/** ccst (定制) codes, README §8 and ccst.*.md. */
export const CCST_CODE = {
  CUSTOM_INFO_ID_REQUIRED: ['100001', 'CustomInfoId字段是为必填项'],
  REQUEST_ABNORMAL: ['100002', '请求异常'],
  ID_REQUIRED: ['100004', 'Id字段为必填项'],
  TASK_NOT_FOUND: ['100008', '任务未找到'],
  TEMPLATE_NOT_FOUND: ['120001', '未找到模版数据'],
  SUPPLIER_MISMATCH: ['120002', '商家ID不匹配'],
  IP_LIMIT: ['130002', '该IP已达到1分钟60次限制'],
} as const satisfies Record<string, readonly [string, string]>;

export class SheinSandboxError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; Shein documents none for the main gateway, so 200 unless the path does not exist. */
    readonly status = 200,
  ) {
    super(message);
  }
}

/** A parameter the pack's field tables refuse: code "1", the documented text plus what was wrong. */
export const paramError = (detail: string) => new SheinSandboxError(SHEIN_CODE.FAILED, `${PARAM_MSG}: ${detail}`);
export const signError = () => new SheinSandboxError(SHEIN_CODE.SIGN, SIGN_MSG);
export const ccstError = (c: readonly [string, string]) => new SheinSandboxError(c[0], c[1]);

/** traceId: 16 lowercase hex, as in every official example. */
export const newTraceId = () => randomBytes(8).toString('hex');

/** `{ code, msg, info, bbl, traceId }` (README §7). */
export const sheinOk = (info: unknown) => ({ code: SHEIN_CODE.OK, msg: 'OK', info, bbl: null, traceId: newTraceId() });
export const sheinFail = (code: string, msg: string) => ({ code, msg, info: null, bbl: null, traceId: newTraceId() });

/** ccst answers carry `data`; the schema names `msg`, the examples `message` — both are sent (README §7). */
export const ccstOk = (data: unknown) => ({ code: '0', msg: 'OK', message: 'OK', data, traceId: newTraceId() });
export const ccstFail = (code: string, msg: string) => ({ code, msg, message: msg, data: null, traceId: newTraceId() });

/** Beijing time (GMT+8) `yyyy-MM-dd HH:mm:ss`, how every Shein API writes times (README §0.4). */
export const sheinTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
/** An unset time, as Shein returns it. */
export const UNSET_TIME = '1970-01-01 08:00:01';
const TIME_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** Epoch ms of a Beijing `yyyy-MM-dd HH:mm:ss`, or null when it is not one. */
export function parseSheinTime(s: string): number | null {
  const m = TIME_RE.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h - 8, mi, se);
  return sheinTime(ms) === s ? ms : null;
}
