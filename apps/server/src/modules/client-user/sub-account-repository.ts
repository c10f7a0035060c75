import { UserStatus, UserType } from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { toCount } from '../../db';
import type { NewUser, UserUpdate } from '../../db/schema';

const SUB_COLUMNS = ['id', 'user_name', 'nick_name', 'permissions', 'status', 'created_at', 'last_login_time'] as const;

/** Live sub-accounts of one main account: every query here starts from this scope. */
const subsOf = (db: Executor, mainId: number) =>
  db.selectFrom('users').where('main_id', '=', mainId).where('user_type', '=', UserType.SUB).where('deleted', '=', 0);

/** `%` and `_` typed by the user match literally. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SubAccountFilter {
  keyword?: string;
  status?: number;
  offset: number;
  limit: number;
}

export async function pageSubAccounts(db: Executor, mainId: number, f: SubAccountFilter) {
  let q = subsOf(db, mainId);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    // lower() on both sides: LIKE is case-insensitive on SQLite but not on PostgreSQL.
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['user_name']), 'like', sql<string>`${p} escape '\\'`),
        eb(eb.fn('lower', ['nick_name']), 'like', sql<string>`${p} escape '\\'`),
      ]),
    );
  }
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const [rows, total] = await Promise.all([
    q.select(SUB_COLUMNS).orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.n) };
}

export type SubAccountRow = Awaited<ReturnType<typeof pageSubAccounts>>['rows'][number];

export async function findSubAccount(db: Executor, mainId: number, id: number) {
  return subsOf(db, mainId).select(SUB_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Of `ids`, those that are live sub-accounts of `mainId`. */
export async function filterOwnSubAccountIds(db: Executor, mainId: number, ids: number[]) {
  const rows = await subsOf(db, mainId).select('id').where('id', 'in', ids).execute();
  return rows.map((r) => Number(r.id));
}

export async function countSubAccounts(db: Executor, mainId: number) {
  const r = await subsOf(db, mainId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return toCount(r?.n);
}

/** Enabled sub-accounts other than `exceptId`. */
export async function countActiveSubAccounts(db: Executor, mainId: number, exceptId: number) {
  const r = await subsOf(db, mainId)
    .where('status', '=', UserStatus.ACTIVE)
    .where('id', '!=', exceptId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return toCount(r?.n);
}

/**
 * Takes the main account's row lock (an UPDATE locks the row on PostgreSQL and the database on SQLite)
 * so that concurrent adds for one seller serialise and the sub-account cap holds.
 */
export async function lockMainAccount(trx: Executor, mainId: number) {
  await trx.updateTable('users').set({ updated_at: Date.now() }).where('id', '=', mainId).execute();
}

export async function insertSubAccount(db: Executor, values: NewUser) {
  const r = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateSubAccount(
  db: Executor,
  mainId: number,
  id: number,
  patch: Omit<UserUpdate, 'updated_at'>,
) {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: Date.now() })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('user_type', '=', UserType.SUB)
    .where('deleted', '=', 0)
    .execute();
}

/**
 * Soft delete. The row stays for history (orders and ledger rows may name its id), but its user name
 * gets a `~del~<id>` suffix and its phone is cleared so both can be used again by a new account.
 */
export async function softDeleteSubAccounts(db: Executor, mainId: number, ids: number[], now: number) {
  await db
    .updateTable('users')
    .set({
      deleted: 1,
      status: 1,
      phone: null,
      user_name: sql<string>`user_name || '~del~' || cast(id as varchar(20))`,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .where('main_id', '=', mainId)
    .where('user_type', '=', UserType.SUB)
    .where('deleted', '=', 0)
    .execute();
}
