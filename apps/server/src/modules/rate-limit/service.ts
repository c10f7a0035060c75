import { sql } from 'kysely';
import type { Executor } from '../../db';
import { tooMany } from '../../lib/app-error';

/**
 * Fixed-window counter kept in the database so that every server process shares it.
 * One atomic upsert per hit: the window restarts when it has elapsed.
 * Returns the count in the current window including this hit.
 */
export async function hitCounter(db: Executor, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowFloor = now - windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${windowFloor} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${windowFloor} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Several counters hit in one statement (one round trip, each row's update atomic): the reservation a sign-in
 * takes before it checks anything. Returns each key's count in its window including this hit.
 */
export async function hitCounters(
  db: Executor,
  keys: readonly string[],
  windowMs: number,
  now = Date.now(),
): Promise<Map<string, number>> {
  const windowFloor = now - windowMs;
  const rows = await db
    .insertInto('rate_limits')
    .values(keys.map((key) => ({ key, window_start: now, count: 1 })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${windowFloor} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${windowFloor} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['key', 'count'])
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.count)]));
}

/** Reads a counter without counting. */
export async function peekCounter(db: Executor, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.window_start <= now - windowMs) return 0;
  return Number(row.count);
}

export async function resetCounter(db: Executor, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Counts a hit and throws 429 with a Chinese message once `max` is exceeded in the window. */
export async function enforceLimit(db: Executor, key: string, max: number, windowMs: number, msg: string) {
  const n = await hitCounter(db, key, windowMs);
  if (n > max) throw tooMany(msg, Math.ceil(windowMs / 1000));
}

/**
 * Gives one hit back (a reserved attempt that turned out not to count). Never below zero; a window that
 * restarted meanwhile just loses one of its own hits, which errs towards the caller.
 */
export async function releaseHit(db: Executor, key: string) {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}
