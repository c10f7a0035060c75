import { DAY_MS, SHANGHAI_OFFSET_MS } from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';

/** One account's ledger, optionally one type, over [from, to). Always scoped by main_id. */
export interface RecordFilter {
  mainId: number;
  type?: string;
  from?: number;
  to?: number;
}

// Both hot queries walk account_ledger_main_time_cover_idx (main_id, created_at, id, type, amount_fen), or
// account_ledger_main_type_time_idx when filtered by type; see queries.sql for their plans.
function filtered(db: Executor, f: RecordFilter) {
  let q = db.selectFrom('account_ledger').where('main_id', '=', f.mainId);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<', f.to);
  return q;
}

const RECORD_COLUMNS = [
  'id',
  'type',
  'amount_fen',
  'balance_after_fen',
  'ref_type',
  'ref_id',
  'remark',
  'operator_id',
  'created_at',
] as const;

/** Newest first; `limit` rows after skipping `offset`. */
export async function listRecords(db: Executor, f: RecordFilter, limit: number, offset = 0) {
  return filtered(db, f)
    .select(RECORD_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRecords(db: Executor, f: RecordFilter) {
  const r = await filtered(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Asia/Shanghai day index of created_at, inlined as literals so SELECT and GROUP BY are the same expression. */
const dayIndex = sql<number>`(created_at + ${sql.lit(SHANGHAI_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

/** Totals per (type, Shanghai day) over [from, to): count, signed sum, income and expense. */
export async function sumByTypeAndDay(db: Executor, mainId: number, from: number, to: number) {
  const rows = await filtered(db, { mainId, from, to })
    .select((eb) => [
      'type',
      dayIndex.as('day'),
      eb.fn.countAll().as('n'),
      eb.fn.sum('amount_fen').as('amount'),
      sql<number>`sum(case when amount_fen > 0 then amount_fen else 0 end)`.as('income'),
      sql<number>`sum(case when amount_fen < 0 then -amount_fen else 0 end)`.as('expense'),
    ])
    .groupBy(['type', dayIndex])
    .execute();
  // sum() is numeric (a string) on PostgreSQL and count() a bigint: normalise here.
  return rows.map((r) => ({
    type: r.type,
    day: Number(r.day),
    count: Number(r.n),
    amountFen: Number(r.amount),
    incomeFen: Number(r.income),
    expenseFen: Number(r.expense),
  }));
}

/** Nick names of the users who made the given changes (sub-accounts, operators). */
export async function userNames(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r.nick_name]));
}

export async function readBalance(db: Executor, mainId: number) {
  const r = await db.selectFrom('users').select('balance_fen').where('id', '=', mainId).executeTakeFirst();
  return Number(r?.balance_fen ?? 0);
}
