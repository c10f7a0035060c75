import type { AnyDb } from './helpers';
import { int8, notNull } from './helpers';

/** The seller's 订单管理 order once 订单推送记录 is in (data frozen here); pages a seller menu gained keep theirs. */
const ORDER_ORDER = ['orderTemu', 'orderTemu1', 'payTemu', 'shippingDesk', 'orderPushRecord', 'orderShein'] as const;

/**
 * Frozen (issue 21 §3, §4):
 * - `seller_settings`: one row per main account — the margin floor (%) the template editor warns under, and
 *   auto-pay (off by default) with its daily cap in fen. No row = the defaults (0 %, off, 0).
 * - `auto_pay_days`: what auto-pay spent per seller and Beijing day (YYYY-MM-DD), written in the payment's own
 *   transaction under the account lock, so the cap holds across processes.
 * - 订单管理 › 订单推送记录 (`/order/orderPushRecord`), where the seller menu exists (a fresh database gets it from the
 *   seed).
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await db.schema
    .createTable('seller_settings')
    .addColumn('main_id', i8, (c) => c.primaryKey())
    .addColumn('margin_floor_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_pay_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_pay_daily_cap_fen', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createTable('auto_pay_days')
    .addColumn('main_id', i8, notNull)
    .addColumn('day', 'varchar(10)', notNull)
    .addColumn('paid_fen', i8, notNull)
    .addColumn('orders', 'integer', notNull)
    .addPrimaryKeyConstraint('auto_pay_days_pk', ['main_id', 'day'])
    .execute();
  await addPushRecordMenu(db);
}

export async function addPushRecordMenu(db: AnyDb, now = Date.now()): Promise<void> {
  const parent = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('path', '=', '/order')
    .where('audience', '=', 'seller')
    .where('parent_id', '=', 0)
    .executeTakeFirst();
  if (!parent) return;
  const parentId = Number(parent.menu_id);
  const has = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('parent_id', '=', parentId)
    .where('path', '=', 'orderPushRecord')
    .executeTakeFirst();
  if (!has) {
    await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        menu_name: '订单推送记录',
        path: 'orderPushRecord',
        component: 'order/orderPushRecord',
        redirect: null,
        hidden: 0,
        icon: null,
        order_num: 0,
        roles: JSON.stringify([]),
        // As 0039's PAGE_PERMS has it (that migration may have run first on a database that gets this one later).
        perms: 'order:view',
        status: 0,
        audience: 'seller',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const [i, path] of ORDER_ORDER.entries()) {
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
