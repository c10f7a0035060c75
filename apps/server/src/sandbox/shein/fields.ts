import { paramError } from './protocol';

/** Small readers for documented field types; each refuses with the documented parameter error. */
export const isObj = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);
export const present = (v: unknown) => v !== undefined && v !== null;

/** An int64 field: a JSON integer (`lenient` also takes a digit string, as some official examples send). */
export function intValue(v: unknown, lenient = false): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (lenient && typeof v === 'string' && /^-?\d{1,15}$/.test(v)) return Number(v);
  return null;
}

export function requireInt(v: unknown, field: string, o: { min?: number; max?: number; lenient?: boolean } = {}) {
  const n = intValue(v, o.lenient);
  if (n === null) throw paramError(`${field} 必须是整数`);
  if (o.min !== undefined && n < o.min) throw paramError(`${field} 不能小于 ${o.min}`);
  if (o.max !== undefined && n > o.max) throw paramError(`${field} 不能大于 ${o.max}`);
  return n;
}

export function requireString(v: unknown, field: string, max = 1000) {
  if (typeof v !== 'string' || v.trim() === '') throw paramError(`${field} 为必填项`);
  if (v.length > max) throw paramError(`${field} 不能超过 ${max} 个字符`);
  return v;
}

/** A list field: an array of at least 1 and at most `max` items. */
export function requireList(v: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(v) || v.length === 0) throw paramError(`${field} 为必填项`);
  if (v.length > max) throw paramError(`${field} 最多 ${max} 个`);
  return v;
}

/** Refuses body keys the page does not document (old invented shapes). */
export function onlyKeys(body: Record<string, unknown>, allowed: readonly string[], where = '请求体') {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length > 0) throw paramError(`${where}不支持字段 ${extra.join(', ')}`);
}
