import { type AnyDb, addSellerMenuPages, int8, notNull, withId } from './helpers';

/** 个人中心's order once 通知设置 is in (data frozen here); pages added later keep their numbers. */
const SYSTEM_ORDER = ['userInfo', 'notifySettings', 'vip', 'recharge'] as const;

/**
 * Frozen (issue 21 §2, notifications):
 * - `notifications`: one row per event of a main account's business (new orders, long-unpaid orders, failed
 *   publishes, QC failures, expiring tokens, low balance, withdrawal results). `dedupe_key` is unique per main
 *   account, so an event announced once (one "unpaid past N hours" per order, one "token expiring" per shop and
 *   expiry) is never announced twice, however many processes look. `read_at` is shared by the main account and its
 *   sub-accounts (it is the account's inbox, not a person's).
 * - `notification_settings`: per main account, the events that create a notification (`disabled`, JSON array of
 *   types switched off — a new event type is on for everyone), N hours for "unpaid", and the low-balance threshold.
 *   No row: the defaults (every event on, 24 h, ¥100.00). `low_balance_notified_at`: when the balance was last
 *   announced as low (null: armed — the balance is at or above the threshold, or was never looked at); the scan sets
 *   it conditionally (one notification per dip, across processes) and clears it once the balance is back up.
 * - the seller's 个人中心 › 通知设置 page, where the seller menu exists (a fresh database gets it from the seed).
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('main_id', i8, notNull)
    .addColumn('type', 'varchar(32)', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('content', 'varchar(1000)', notNull)
    .addColumn('link', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('dedupe_key', 'varchar(200)', notNull)
    .addColumn('read_at', i8)
    .addColumn('created_at', i8, notNull)
    .addUniqueConstraint('notifications_main_dedupe_uq', ['main_id', 'dedupe_key'])
    .execute();
  await db.schema.createIndex('notifications_main_idx').on('notifications').columns(['main_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .columns(['main_id', 'read_at', 'type'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('main_id', i8, (c) => c.primaryKey())
    .addColumn('disabled', 'varchar(500)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('unpaid_hours', 'integer', notNull)
    .addColumn('low_balance_fen', i8, notNull)
    .addColumn('low_balance_notified_at', i8)
    .addColumn('updated_at', i8, notNull)
    .execute();

  await addNotifySettingsMenu(db);
}

/** 个人中心 gains 通知设置 after 个人信息, once; nothing when the seller menu is not seeded yet. */
export async function addNotifySettingsMenu(db: AnyDb, now = Date.now()): Promise<void> {
  const page = { path: 'notifySettings', menuName: '通知设置', component: 'system/notifySettings' };
  await addSellerMenuPages(db, '/system', [page], SYSTEM_ORDER, now);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
