import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/** The operator menu's order once 资金异常 is in (data frozen here); pages an operator added keep their numbers. */
const ORDER = [
  'sellers',
  'fulfilment',
  'catalogue',
  'catalogueBlank',
  'withdraw',
  'fundsException',
  'notices',
  'vip',
  'site',
  'audit',
  'menu',
] as const;

/** Expired orders younger than this are queried once after the upgrade (payments lost before the fix). */
const BACKFILL_MS = 3 * 24 * 3_600_000;

/**
 * Frozen (issue 17, items 6 and 7):
 * - `funds_exceptions`: payments that did not settle the ordinary way (paid after the deadline, amounts that do
 *   not match, …), one row per order number and kind, listed in 运营后台 › 资金异常.
 * - `recharge_orders.query_next_at` / `query_attempts`: when the recharge sweep next asks the provider about an
 *   order that expired while pending (null: nothing to ask). Orders that expired in the last three days are asked
 *   once, so a payment lost before this release is found too.
 * - the 资金异常 console page, where /console exists (a fresh database gets it from the seed).
 *
 * Deliberately no permission change: the new `wallet:withdraw` and `vip:buy` are NOT granted to existing
 * sub-accounts holding `wallet:recharge` (see docs/engineering-notes.md, "Money permissions").
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('funds_exceptions'))
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('source', 'varchar(16)', notNull)
    .addColumn('out_trade_no', 'varchar(64)', notNull)
    .addColumn('method', 'varchar(16)', notNull)
    .addColumn('main_id', i8, notNull)
    .addColumn('amount_fen', i8, notNull)
    .addColumn('paid_fen', i8, notNull)
    .addColumn('credited', 'integer', notNull)
    .addColumn('provider_trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('resolve_note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('resolver_id', i8)
    .addColumn('resolved_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('funds_exceptions_trade_kind_uq', ['out_trade_no', 'kind'])
    .execute();
  await db.schema.createIndex('funds_exceptions_status_idx').on('funds_exceptions').columns(['status', 'id']).execute();
  await db.schema.createIndex('funds_exceptions_main_idx').on('funds_exceptions').columns(['main_id', 'id']).execute();

  await db.schema.alterTable('recharge_orders').addColumn('query_next_at', i8).execute();
  await db.schema
    .alterTable('recharge_orders')
    .addColumn('query_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('recharge_orders_query_idx').on('recharge_orders').columns(['query_next_at']).execute();
  const now = Date.now();
  await db
    .updateTable('recharge_orders')
    .set({ query_next_at: now })
    .where('status', '=', '已过期')
    .where('expires_at', '>', now - BACKFILL_MS)
    .execute();

  await addFundsExceptionMenu(db, now);
}

/** 运营后台 gains 资金异常 after 提现审核, once; nothing when the operator menu is not seeded yet. */
export async function addFundsExceptionMenu(db: AnyDb, now = Date.now()): Promise<void> {
  const parent = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('path', '=', '/console')
    .where('audience', '=', 'operator')
    .executeTakeFirst();
  if (!parent) return;
  const parentId = Number(parent.menu_id);
  const has = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('parent_id', '=', parentId)
    .where('path', '=', 'fundsException')
    .executeTakeFirst();
  if (!has) {
    await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        menu_name: '资金异常',
        path: 'fundsException',
        component: 'console/fundsException',
        redirect: null,
        hidden: 0,
        icon: null,
        order_num: 0,
        roles: JSON.stringify(['admin']),
        perms: null,
        status: 0,
        audience: 'operator',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const [i, path] of ORDER.entries()) {
    await db
      .updateTable('menus')
      .set({ order_num: i + 1, updated_at: now })
      .where('parent_id', '=', parentId)
      .where('path', '=', path)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
