import type { NoticeView, PageResult } from '@podbench/contract';
import type { Db } from '../../db';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../session/service';
import {
  countUnreadNotices,
  findPublishedNotice,
  markNoticesRead,
  type NoticeViewRow,
  pagePublishedNotices,
} from './repository';

const toView = (row: NoticeViewRow): NoticeView => ({
  id: Number(row.id),
  title: row.title,
  content: row.content,
  publishTime: row.publish_time === null ? null : Number(row.publish_time),
  read: row.read_at !== null,
});

export async function listNotices(
  db: Db,
  user: AuthUser,
  q: { pageNum: number; pageSize: number; unreadOnly?: boolean },
): Promise<PageResult<NoticeView>> {
  const { rows, total } = await pagePublishedNotices(db, user.id, {
    offset: (q.pageNum - 1) * q.pageSize,
    limit: q.pageSize,
    unreadOnly: q.unreadOnly === true,
  });
  return { rows: rows.map(toView), total };
}

/** Opening a notice marks it read; the answer already says read: true. */
export async function openNotice(db: Db, user: AuthUser, id: number): Promise<NoticeView> {
  const row = await findPublishedNotice(db, user.id, id);
  if (!row) throw notFound('公告不存在或已下线');
  if (row.read_at === null) await markNoticesRead(db, user.id, [id], Date.now());
  return { ...toView(row), read: true };
}

export async function unreadCount(db: Db, user: AuthUser) {
  return { unread: await countUnreadNotices(db, user.id) };
}

/** No ids: every published notice. Answers the new unread count for the header badge. */
export async function readNotices(db: Db, user: AuthUser, ids: number[] | undefined) {
  await markNoticesRead(db, user.id, ids ? [...new Set(ids)] : undefined, Date.now());
  return unreadCount(db, user);
}
