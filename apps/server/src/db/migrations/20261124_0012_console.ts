import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/** Frozen: the operator audit log, written in the same transaction as every operator data change. */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('audit_logs'))
    .addColumn('operator_id', int8(db), notNull)
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('target_type', 'varchar(64)', notNull)
    .addColumn('target_id', 'varchar(64)', notNull)
    .addColumn('before_json', 'text', notNull)
    .addColumn('after_json', 'text', notNull)
    .addColumn('created_at', int8(db), notNull)
    .execute();
  await db.schema.createIndex('audit_logs_time').on('audit_logs').columns(['created_at']).execute();
  await db.schema.createIndex('audit_logs_target').on('audit_logs').columns(['target_type', 'target_id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
