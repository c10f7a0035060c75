import type { AnyDb } from './helpers';
import { int8 } from './helpers';

/**
 * Frozen: Temu's per-shop × per-type call tokens, shared by every server process
 * (modules/marketplace/temu-rate-gate.ts).
 * One row per token: `free_at` is when it may be taken (database clock, epoch ms), `holder` the call holding it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('temu_rate_slots')
    .addColumn('bucket', 'varchar(200)', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('free_at', int8(db), (c) => c.notNull())
    .addColumn('holder', 'varchar(64)')
    .addPrimaryKeyConstraint('temu_rate_slots_pk', ['bucket', 'slot'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
