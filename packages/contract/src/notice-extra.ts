import { z } from 'zod';
import { pageQuery } from './envelope';

/**
 * A query-string boolean. `z.coerce.boolean()` reads the string 'false' as true, so `noticePageQuery`
 * would treat `unreadOnly=false` as a filter; this accepts true/false/1/0 (or a real boolean) literally.
 */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: '只能是 true 或 false' })])
  .transform((v) => v === true || v === 'true' || v === '1');

export const noticeListQuery = pageQuery.extend({ unreadOnly: queryBoolean.optional() });
export type NoticeListQuery = z.infer<typeof noticeListQuery>;
