import type { Executor } from '../../db';

/** One account's ledger, optionally one type, over [from, to). Always scoped by main_id. */
export interface RecordFilter {
  mainId: number;
  type?: string;
  from?: number;
  to?: number;
}

// Ledger queries walk account_ledger_main_time_cover_idx (main_id, created_at, id, type, amount_fen): the page in
// index order, counts and the type filter on the index alone. Totals over whole days come from account_ledger_daily.
// Plans: queries.sql (captured by the ledger bench).
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

/** Newest first; `limit` rows after skipping `offset`. (Builders are exported so the bench can EXPLAIN them.) */
export const recordsQuery = (db: Executor, f: RecordFilter, limit: number, offset = 0) =>
  filtered(db, f)
    .select(RECORD_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);

export const listRecords = (db: Executor, f: RecordFilter, limit: number, offset = 0) =>
  recordsQuery(db, f, limit, offset).execute();

export const countQuery = (db: Executor, f: RecordFilter) => filtered(db, f).select((eb) => eb.fn.countAll().as('n'));

export async function countRecords(db: Executor, f: RecordFilter) {
  const r = await countQuery(db, f).executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Daily totals of one account for Shanghai days firstDay..lastDay (inclusive), optionally one type. */
export const dailyTotalsQuery = (db: Executor, mainId: number, firstDay?: number, lastDay?: number, type?: string) => {
  let q = db.selectFrom('account_ledger_daily').where('main_id', '=', mainId);
  if (firstDay !== undefined) q = q.where('day', '>=', firstDay);
  if (lastDay !== undefined) q = q.where('day', '<=', lastDay);
  if (type) q = q.where('type', '=', type);
  return q;
};

export async function dailyTotals(db: Executor, mainId: number, firstDay: number, lastDay: number) {
  const rows = await dailyTotalsQuery(db, mainId, firstDay, lastDay)
    .select(['type', 'day', 'entries', 'amount_fen', 'income_fen', 'expense_fen'])
    .execute();
  return rows.map((r) => ({
    type: r.type,
    day: Number(r.day),
    count: Number(r.entries),
    amountFen: Number(r.amount_fen),
    incomeFen: Number(r.income_fen),
    expenseFen: Number(r.expense_fen),
  }));
}

/** Ledger rows over whole days, from the daily totals (sum() is numeric, a string, on PostgreSQL). */
export async function countFromDaily(db: Executor, mainId: number, firstDay?: number, lastDay?: number, type?: string) {
  const r = await dailyTotalsQuery(db, mainId, firstDay, lastDay, type)
    .select((eb) => eb.fn.sum<string | number>('entries').as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Nick names of the users who made the given changes (sub-accounts, operators). */
export async function userNames(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r.nick_name]));
}
