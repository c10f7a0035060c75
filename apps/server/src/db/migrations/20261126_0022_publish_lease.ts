import type { AnyDb } from './helpers';
import { int8 } from './helpers';

/**
 * Frozen: which process runs a publish and until when. Several server processes share one queue: a publish is run
 * by the process holding its lease; a killed process's publishes are taken over once the lease has run out.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('temu_publishes').addColumn('lease_owner', 'varchar(64)').execute();
  await db.schema.alterTable('temu_publishes').addColumn('lease_until', int8(db)).execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
