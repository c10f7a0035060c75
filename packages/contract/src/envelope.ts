import { z } from 'zod';
import type { ResultCode } from './codes';

/** Every response body: `{ code, msg, data }`. */
export interface ApiResult<T = unknown> {
  code: ResultCode | number;
  msg: string;
  data: T;
}

export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

/** Field errors carried in `data` of a 400. Keys are dotted paths (`items.0.name`). */
export type FieldErrors = Record<string, string>;

export const pageQuery = z.object({
  pageNum: z.coerce.number().int('页码必须是整数').min(1, '页码最小为 1').default(1),
  pageSize: z.coerce
    .number()
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(200, '每页最多 200 条')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageResult = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });
export interface PageResult<T> {
  rows: T[];
  total: number;
}

export const idQuery = z.object({
  id: z.coerce.number({ error: 'id 必须是数字' }).int('id 必须是整数').positive('id 必须大于 0'),
});
export const idBody = z.object({
  id: z.number({ error: 'id 必须是数字' }).int('id 必须是整数').positive('id 必须大于 0'),
});
export const emptyData = z.null();

/**
 * A query-string boolean. `z.coerce.boolean()` reads the string 'false' as true; this accepts
 * true/false/1/0 (or a real boolean) literally.
 */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: '只能是 true 或 false' })])
  .transform((v) => v === true || v === 'true' || v === '1');

/** An optional query-string integer where an empty value (`status=`) means "not given", not 0. */
export const queryInt = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: '必须是数字' }).int('必须是整数'),
);
