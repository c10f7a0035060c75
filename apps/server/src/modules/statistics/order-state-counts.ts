import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db';

/**
 * A seller's orders per state with their total, as the triggers of migration 0042 keep them: the folded counts
 * plus, on PostgreSQL, the deltas statements appended since the last fold — read in one statement, so one
 * snapshot, exact while a fold commits.
 */

/** Delta rows of one seller beyond which a read folds them (keeps each read a handful of rows). */
const FOLD_AFTER = 200;

const num = (v: unknown) => Number(v ?? 0);

export async function orderStateTotals(db: Executor, mainId: number): Promise<Map<string, { n: number; fen: number }>> {
  const r = await sql<{ state: string; n: unknown; fen: unknown; deltas: unknown }>`
    select state, sum(n) as n, sum(total_fen) as fen, sum(delta) as deltas from (
      select state, n, total_fen, 0 as delta from temu_order_state_counts where main_id = ${mainId}
      union all
      select state, n, total_fen, 1 as delta from temu_order_state_deltas where main_id = ${mainId}
    ) s group by state`.execute(db);
  if (r.rows.reduce((k, row) => k + num(row.deltas), 0) > FOLD_AFTER) await foldOrderStateDeltas(db, mainId);
  return new Map(r.rows.map((row) => [row.state, { n: num(row.n), fen: num(row.fen) }]));
}

/**
 * Moves the appended deltas (one seller's, or everyone's) into the counts: one statement that deletes them and adds
 * them up, taking the count rows in (main_id, state) order, so folds never deadlock with one another and writers
 * never wait on them. A delta row deleted by a concurrent fold is skipped by this one (it is counted once).
 */
export async function foldOrderStateDeltas(db: Executor, mainId?: number): Promise<void> {
  // SQLite's triggers add to the counts directly: it has no deltas (and no DML in a WITH).
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const only = mainId === undefined ? sql`` : sql`where main_id = ${mainId}`;
  await sql`
    with d as (delete from temu_order_state_deltas ${only} returning main_id, state, n, total_fen)
    insert into temu_order_state_counts as c (main_id, state, n, total_fen)
    select main_id, state, sum(n), sum(total_fen) from d group by main_id, state order by main_id, state
    on conflict (main_id, state) do update set n = c.n + excluded.n, total_fen = c.total_fen + excluded.total_fen`.execute(
    db,
  );
}
