import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/** Frozen: what each paid stock-up order sent to production (its print files), once per order. */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('order_push_records'))
    .addColumn('main_id', i8, notNull)
    .addColumn('order_id', i8, (c) => c.notNull().unique())
    .addColumn('sub_purchase_order_sn', 'varchar(64)', notNull)
    .addColumn('shop_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_name', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', notNull)
    .addColumn('design_id', i8)
    .addColumn('design_version', 'integer')
    .addColumn('files', 'text', notNull)
    .addColumn('result', 'varchar(16)', notNull)
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('pushed_by', i8)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema.createIndex('order_push_records_main').on('order_push_records').columns(['main_id', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
