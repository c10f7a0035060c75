import { sql } from 'kysely';
import type { Executor } from '../../db';
import { toCount } from '../../db';

/**
 * Notices are platform-wide (no main-account scope); read state is per user, so a sub-account and its
 * main account each have their own. Status: 0 draft, 1 published. Only published ones reach sellers.
 */
export const NoticeStatus = { DRAFT: 0, PUBLISHED: 1, OFFLINE: 2 } as const;

const COLUMNS = ['n.id', 'n.title', 'n.content', 'n.publish_time'] as const;

/** Published notices joined with whether `userId` has read them. */
const publishedFor = (db: Executor, userId: number) =>
  db
    .selectFrom('notices as n')
    .leftJoin('notice_reads as r', (j) => j.onRef('r.notice_id', '=', 'n.id').on('r.user_id', '=', userId))
    .where('n.status', '=', NoticeStatus.PUBLISHED);

export async function pagePublishedNotices(
  db: Executor,
  userId: number,
  p: { offset: number; limit: number; unreadOnly: boolean },
) {
  let q = publishedFor(db, userId);
  if (p.unreadOnly) q = q.where('r.notice_id', 'is', null);
  const [rows, total] = await Promise.all([
    q
      .select([...COLUMNS, 'r.read_at'])
      .orderBy('n.publish_time', 'desc')
      .orderBy('n.id', 'desc')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.n) };
}

export type NoticeViewRow = Awaited<ReturnType<typeof pagePublishedNotices>>['rows'][number];

export async function findPublishedNotice(db: Executor, userId: number, id: number) {
  return publishedFor(db, userId)
    .select([...COLUMNS, 'r.read_at'])
    .where('n.id', '=', id)
    .executeTakeFirst();
}

export async function countUnreadNotices(db: Executor, userId: number) {
  const r = await publishedFor(db, userId)
    .where('r.notice_id', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return toCount(r?.n);
}

/**
 * Marks published notices read for a user: the given ids, or all when `ids` is undefined. Ids that are
 * unknown or unpublished are skipped. Insert-or-ignore on (notice_id, user_id), so repeating is harmless.
 */
export async function markNoticesRead(db: Executor, userId: number, ids: number[] | undefined, now: number) {
  if (ids && ids.length === 0) return;
  // Casts, because PostgreSQL would type a bare parameter in a SELECT list as text.
  let source = db
    .selectFrom('notices')
    .select([
      'id as notice_id',
      sql<number>`cast(${userId} as bigint)`.as('user_id'),
      sql<number>`cast(${now} as bigint)`.as('read_at'),
    ])
    // Also keeps SQLite's INSERT … SELECT … ON CONFLICT unambiguous, which needs a WHERE.
    .where('status', '=', NoticeStatus.PUBLISHED);
  if (ids) source = source.where('id', 'in', ids);
  await db
    .insertInto('notice_reads')
    .columns(['notice_id', 'user_id', 'read_at'])
    .expression(source)
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .execute();
}

// Operator console (运营后台 › 公告管理): create, edit, publish and unpublish go through these.

export async function insertNotice(
  db: Executor,
  n: { title: string; content: string; status?: number; createdBy?: number | null },
  now = Date.now(),
) {
  const status = n.status ?? NoticeStatus.DRAFT;
  const r = await db
    .insertInto('notices')
    .values({
      title: n.title,
      content: n.content,
      status,
      publish_time: status === NoticeStatus.PUBLISHED ? now : null,
      created_by: n.createdBy ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Publishing stamps publish_time (so a re-published notice sorts as new); unpublishing keeps it. */
export async function setNoticeStatus(db: Executor, id: number, status: number, now = Date.now()) {
  const r = await db
    .updateTable('notices')
    .set({
      status,
      updated_at: now,
      ...(status === NoticeStatus.PUBLISHED ? { publish_time: now } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
