import { type AnyDb, addSellerMenuPages, int8, notNull } from './helpers';

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
  // perms as 0039's PAGE_PERMS has it (that migration may have run first on a database that gets this one later).
  const page = {
    path: 'orderPushRecord',
    menuName: '订单推送记录',
    component: 'order/orderPushRecord',
    perms: 'order:view',
  };
  await addSellerMenuPages(db, '/order', [page], ORDER_ORDER, now);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
