import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/** Frozen: top-up orders, notification log, VIP plans and purchases, withdrawals, sandbox pay, ledger indexes. */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);

  await withId(db, db.schema.createTable('recharge_orders'))
    .addColumn('out_trade_no', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('main_id', i8, notNull)
    .addColumn('user_id', i8, notNull)
    .addColumn('amount_fen', i8, (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('method', 'varchar(16)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('purpose', 'varchar(16)', notNull)
    .addColumn('vip_plan_id', i8)
    .addColumn('qr_code', 'varchar(1024)', notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('paid_at', i8)
    .addColumn('provider_trade_no', 'varchar(64)')
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('recharge_orders_main_idx')
    .on('recharge_orders')
    .columns(['main_id', 'created_at'])
    .execute();
  // The expiry sweep looks for pending orders past their deadline.
  await db.schema
    .createIndex('recharge_orders_status_expiry_idx')
    .on('recharge_orders')
    .columns(['status', 'expires_at'])
    .execute();

  await withId(db, db.schema.createTable('payment_notifications'))
    .addColumn('provider', 'varchar(16)', notNull)
    .addColumn('out_trade_no', 'varchar(64)')
    .addColumn('verified', 'integer', notNull)
    .addColumn('credited', 'integer', notNull)
    .addColumn('reason', 'varchar(255)', notNull)
    .addColumn('raw_headers', 'text', notNull)
    .addColumn('raw_body', 'text', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('payment_notifications_trade_idx')
    .on('payment_notifications')
    .columns(['out_trade_no', 'id'])
    .execute();

  await withId(db, db.schema.createTable('vip_plans'))
    .addColumn('level', 'integer', notNull)
    .addColumn('name', 'varchar(64)', notNull)
    .addColumn('period', 'varchar(16)', notNull)
    .addColumn('duration_days', 'integer', (c) => c.notNull().check(sql`duration_days > 0`))
    .addColumn('price_fen', i8, (c) => c.notNull().check(sql`price_fen > 0`))
    .addColumn('discount_percent', 'integer', notNull)
    .addColumn('shop_limit', 'integer', notNull)
    .addColumn('sub_account_limit', 'integer', notNull)
    .addColumn('storage_quota_bytes', i8, notNull)
    .addColumn('daily_publish_quota', 'integer', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('vip_plans_level_period_uq', ['level', 'period'])
    .execute();

  await withId(db, db.schema.createTable('vip_purchases'))
    .addColumn('purchase_no', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('main_id', i8, notNull)
    .addColumn('user_id', i8, notNull)
    .addColumn('plan_id', i8, (c) => c.notNull().references('vip_plans.id'))
    .addColumn('level', 'integer', notNull)
    .addColumn('price_fen', i8, notNull)
    .addColumn('pay_method', 'varchar(16)', notNull)
    .addColumn('action', 'varchar(16)', notNull)
    .addColumn('starts_at', i8, notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('previous_level', 'integer', notNull)
    .addColumn('previous_expire_time', i8)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema.createIndex('vip_purchases_main_idx').on('vip_purchases').columns(['main_id', 'id']).execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('main_id', i8, notNull)
    .addColumn('user_id', i8, notNull)
    .addColumn('amount_fen', i8, (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('payee_type', 'varchar(16)', notNull)
    .addColumn('payee_name', 'varchar(64)', notNull)
    .addColumn('payee_account', 'varchar(64)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('payout_reference', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer_id', i8)
    .addColumn('reviewed_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema.createIndex('withdrawals_main_idx').on('withdrawals').columns(['main_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();

  // The sandbox payment provider's own books (local mode): what it was asked to collect and what it last sent.
  await db.schema
    .createTable('sandbox_pay_trades')
    .addColumn('out_trade_no', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('trade_no', 'varchar(64)', notNull)
    .addColumn('amount_fen', i8, notNull)
    .addColumn('subject', 'varchar(255)', notNull)
    .addColumn('notify_url', 'varchar(1024)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('last_notification', 'text')
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();

  // Ledger reads are "one account, a time range, newest first" (page, export) and "one account, a time range,
  // grouped by type and day" (summary). (main_id, created_at, id) serves the page's order exactly and carrying
  // type + amount_fen lets the summary and count run on the index alone; it replaces the foundation's
  // (main_id, created_at). The type-filtered page gets its own index.
  await db.schema.dropIndex('account_ledger_main_time_idx').execute();
  await db.schema
    .createIndex('account_ledger_main_time_cover_idx')
    .on('account_ledger')
    .columns(['main_id', 'created_at', 'id', 'type', 'amount_fen'])
    .execute();
  await db.schema
    .createIndex('account_ledger_main_type_time_idx')
    .on('account_ledger')
    .columns(['main_id', 'type', 'created_at', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
