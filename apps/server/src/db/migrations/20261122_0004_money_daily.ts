import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8, notNull } from './helpers';

/**
 * Frozen: daily ledger totals, and the ledger's type index dropped.
 *
 * account_ledger_daily holds, per account, Asia/Shanghai day and type, what that day's ledger rows add up to.
 * applyBalanceChange keeps it in the same transaction as each ledger row, so the summary and the page's total read
 * at most 7 rows per day instead of every ledger row (bench/README.md). Existing rows are rolled up here.
 *
 * account_ledger_main_type_time_idx goes: the covering (main_id, created_at, id, type, amount_fen) index already
 * serves the type filter, SQLite's planner preferred the type index and then scanned an account's whole history, and
 * every index costs each ledger write.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('account_ledger_daily')
    .addColumn('main_id', int8(db), notNull)
    .addColumn('day', 'integer', notNull)
    .addColumn('type', 'varchar(32)', notNull)
    .addColumn('entries', 'integer', notNull)
    .addColumn('amount_fen', int8(db), notNull)
    .addColumn('income_fen', int8(db), notNull)
    .addColumn('expense_fen', int8(db), notNull)
    .addPrimaryKeyConstraint('account_ledger_daily_pk', ['main_id', 'day', 'type'])
    .execute();
  const day = sql`(created_at + 28800000) / 86400000`;
  await sql`insert into account_ledger_daily (main_id, day, type, entries, amount_fen, income_fen, expense_fen)
    select main_id, ${day}, type, count(*), sum(amount_fen),
      sum(case when amount_fen > 0 then amount_fen else 0 end), sum(case when amount_fen < 0 then -amount_fen else 0 end)
    from account_ledger group by main_id, ${day}, type`.execute(db);
  await db.schema.dropIndex('account_ledger_main_type_time_idx').ifExists().execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
