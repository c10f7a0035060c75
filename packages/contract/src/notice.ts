import { z } from 'zod';
import { pageQuery, queryBoolean } from './envelope';

export const noticeView = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishTime: z.number().int().nullable(),
  read: z.boolean(),
});
export type NoticeView = z.infer<typeof noticeView>;
export const noticePageQuery = pageQuery.extend({ unreadOnly: queryBoolean.optional() });
export type NoticePageQuery = z.infer<typeof noticePageQuery>;
export const noticeUnread = z.object({ unread: z.number().int() });
export const noticeReadBody = z.object({ ids: z.array(z.number().int().positive()).max(200).optional() });
