import { sql } from 'kysely';
import { type AnyDb, int8, isPostgres } from './helpers';

/**
 * Frozen (issue 21 measure): a seller's stock-up orders counted per state with their total, kept by the database
 * itself so that every write path — sync inserts, payments, refunds, production and shipping moves, deletes — keeps
 * it exact without the application remembering to. The dashboard, the header's 待办 and the unfiltered order list
 * read it instead of counting up to 100,000 rows (docs/statistics.md).
 *
 * SQLite (one writer at a time): row triggers add to temu_order_state_counts directly.
 * PostgreSQL: statement triggers with transition tables append one aggregated row per (seller, state) a statement
 * changed to temu_order_state_deltas — an insert, so writers never wait on one another for a count row (two syncs
 * moving orders between the same states in different orders would otherwise deadlock). Readers add the deltas to
 * the counts; foldOrderStateDeltas (statistics/order-state-counts.ts) moves them into the counts in one statement.
 */
export async function up(db: AnyDb): Promise<void> {
  const counts = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('main_id', int8(db), (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('n', int8(db), (c) => c.notNull().defaultTo(0))
      .addColumn('total_fen', int8(db), (c) => c.notNull().defaultTo(0));
  await counts('temu_order_state_counts')
    .addPrimaryKeyConstraint('temu_order_state_counts_pk', ['main_id', 'state'])
    .execute();
  await counts('temu_order_state_deltas').execute();
  await db.schema
    .createIndex('temu_order_state_deltas_main_idx')
    .on('temu_order_state_deltas')
    .columns(['main_id', 'state'])
    .execute();
  if (isPostgres(db)) {
    const append = (deltas: string) => `
      insert into temu_order_state_deltas (main_id, state, n, total_fen)
      select main_id, state, sum(dn), sum(dfen) from (${deltas}) d
      group by main_id, state
      having sum(dn) <> 0 or sum(dfen) <> 0;`;
    const plus = 'select main_id, state, 1 as dn, total_fen as dfen from new_rows';
    const minus = 'select main_id, state, -1 as dn, -total_fen as dfen from old_rows';
    const fn = async (name: string, body: string) =>
      sql
        .raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`)
        .execute(db);
    await fn('temu_order_state_counts_ins', append(plus));
    await fn('temu_order_state_counts_del', append(minus));
    await fn('temu_order_state_counts_upd', append(`${plus} union all ${minus}`));
    await sql`create trigger temu_order_state_counts_ai after insert on temu_orders
      referencing new table as new_rows for each statement execute function temu_order_state_counts_ins()`.execute(db);
    await sql`create trigger temu_order_state_counts_ad after delete on temu_orders
      referencing old table as old_rows for each statement execute function temu_order_state_counts_del()`.execute(db);
    await sql`create trigger temu_order_state_counts_au after update on temu_orders
      referencing new table as new_rows old table as old_rows
      for each statement execute function temu_order_state_counts_upd()`.execute(db);
  } else {
    await sqliteTriggers(db);
  }
  // After the triggers: creating them locked out writers (PostgreSQL) until this migration commits, so no order
  // written meanwhile is missed or counted twice.
  await sql`insert into temu_order_state_counts (main_id, state, n, total_fen)
    select main_id, state, count(*), coalesce(sum(total_fen), 0) from temu_orders group by main_id, state`.execute(db);
}

async function sqliteTriggers(db: AnyDb) {
  const add = (row: 'new' | 'old', sign: 1 | -1) => `
    insert into temu_order_state_counts (main_id, state, n, total_fen)
    values (${row}.main_id, ${row}.state, ${sign}, ${sign === 1 ? '' : '-'}${row}.total_fen)
    on conflict (main_id, state) do update set n = n + excluded.n, total_fen = total_fen + excluded.total_fen;`;
  await sql
    .raw(`create trigger temu_order_state_counts_ai after insert on temu_orders begin ${add('new', 1)} end`)
    .execute(db);
  await sql
    .raw(`create trigger temu_order_state_counts_ad after delete on temu_orders begin ${add('old', -1)} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger temu_order_state_counts_au after update of main_id, state, total_fen on temu_orders
       when old.main_id <> new.main_id or old.state <> new.state or old.total_fen <> new.total_fen
       begin ${add('old', -1)} ${add('new', 1)} end`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
