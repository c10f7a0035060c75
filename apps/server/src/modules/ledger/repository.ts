import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db';

export interface NewLedgerRow {
  main_id: number;
  type: string;
  amount_fen: number;
  balance_after_fen: number;
  ref_type: string;
  ref_id: string;
  remark: string;
  operator_id: number | null;
  created_at: number;
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Reads a main account's balance and, on PostgreSQL, locks its row until the transaction ends. SQLite needs no
 * lock: a write transaction is exclusive there (and Kysely runs SQLite on one connection).
 */
/** A main account's balance in fen, unlocked (displays and previews; payments use lockAccountBalance). */
export async function readBalance(db: Executor, mainId: number): Promise<number> {
  const r = await db.selectFrom('users').select('balance_fen').where('id', '=', mainId).executeTakeFirst();
  return Number(r?.balance_fen ?? 0);
}

export async function lockAccountBalance(trx: Executor, mainId: number): Promise<number | null> {
  let q = trx.selectFrom('users').select('balance_fen').where('id', '=', mainId).where('main_id', '=', mainId);
  if (isPostgres(trx)) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? Number(row.balance_fen) : null;
}

/**
 * Inserts a ledger row unless its reference (ref_type, ref_id, type) already has one. Returns the new id, or null
 * for a reference that already moved money. ON CONFLICT DO NOTHING never raises, so a PostgreSQL transaction is
 * not aborted by a replay, and a concurrent insert of the same reference waits for the first to commit.
 */
export async function insertLedgerRowOnce(trx: Executor, row: NewLedgerRow): Promise<number | null> {
  const r = await trx
    .insertInto('account_ledger')
    .values(row)
    .onConflict((oc) => oc.columns(['ref_type', 'ref_id', 'type']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r ? Number(r.id) : null;
}

/** Adds to the balance unless that would take it below zero; returns the new balance or null. */
export async function addToBalance(trx: Executor, mainId: number, amountFen: number, now: number) {
  const r = await trx
    .updateTable('users')
    .set({ balance_fen: sql<number>`balance_fen + ${amountFen}`, updated_at: now })
    .where('id', '=', mainId)
    .where(sql<boolean>`balance_fen + ${amountFen} >= 0`)
    .returning('balance_fen')
    .executeTakeFirst();
  return r ? Number(r.balance_fen) : null;
}

export async function findLedgerByRef(trx: Executor, refType: string, refId: string, type: string) {
  return trx
    .selectFrom('account_ledger')
    .select(['id', 'main_id', 'amount_fen', 'balance_after_fen'])
    .where('ref_type', '=', refType)
    .where('ref_id', '=', refId)
    .where('type', '=', type)
    .executeTakeFirst();
}

/**
 * Adds one ledger row to its account's daily totals (Asia/Shanghai day, type). Called in the ledger row's own
 * transaction, under the account lock, so the totals always equal the ledger they summarise.
 */
export async function addToDailyTotals(
  trx: Executor,
  row: { mainId: number; day: number; type: string; amountFen: number },
) {
  const income = Math.max(row.amountFen, 0);
  const expense = Math.max(-row.amountFen, 0);
  await trx
    .insertInto('account_ledger_daily')
    .values({
      main_id: row.mainId,
      day: row.day,
      type: row.type,
      entries: 1,
      amount_fen: row.amountFen,
      income_fen: income,
      expense_fen: expense,
    })
    .onConflict((oc) =>
      oc.columns(['main_id', 'day', 'type']).doUpdateSet({
        entries: sql<number>`account_ledger_daily.entries + 1`,
        amount_fen: sql<number>`account_ledger_daily.amount_fen + ${row.amountFen}`,
        income_fen: sql<number>`account_ledger_daily.income_fen + ${income}`,
        expense_fen: sql<number>`account_ledger_daily.expense_fen + ${expense}`,
      }),
    )
    .execute();
}
