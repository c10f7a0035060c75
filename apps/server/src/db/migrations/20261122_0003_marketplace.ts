import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/** Frozen: marketplace shops and authorisation states, and the Temu / Shein sandboxes' own tables. */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);

  // A shop bound by a seller. The credential (Temu access_token, Shein openKeyId + secretKey) is stored only
  // encrypted (AES-256-GCM); unbinding keeps the row for history and frees the mall for binding again.
  await withId(db, db.schema.createTable('shops'))
    .addColumn('main_id', i8, notNull)
    .addColumn('platform', 'varchar(16)', notNull)
    .addColumn('mall_id', 'varchar(64)', notNull)
    .addColumn('mall_name', 'varchar(128)', notNull)
    .addColumn('managed_type', 'varchar(8)')
    .addColumn('credential_cipher', 'text', notNull)
    .addColumn('token_expire_time', i8)
    .addColumn('api_scopes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sync_time', i8)
    .addColumn('authorized_at', i8, notNull)
    .addColumn('authorized_by', i8, notNull)
    .addColumn('unbound_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema.createIndex('shops_main_idx').on('shops').columns(['main_id', 'platform', 'id']).execute();
  // One live binding per mall across all sellers; concurrent binds of one mall fail here rather than twice.
  await db.schema
    .createIndex('shops_live_mall_uq')
    .on('shops')
    .columns(['platform', 'mall_id'])
    .unique()
    .where(sql.ref('unbound_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('shop_auth_states')
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('main_id', i8, notNull)
    .addColumn('user_id', i8, notNull)
    .addColumn('platform', 'varchar(16)', notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('used_at', i8)
    .addColumn('created_at', i8, notNull)
    .execute();

  await db.schema
    .createTable('sandbox_temu_apps')
    .addColumn('slot', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('app_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('app_secret', 'varchar(64)', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
  await withId(db, db.schema.createTable('sandbox_temu_shops'))
    .addColumn('mall_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('mall_name', 'varchar(128)', notNull)
    .addColumn('managed_type', 'varchar(8)', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
  await withId(db, db.schema.createTable('sandbox_temu_tokens'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mall_id', 'varchar(32)', notNull)
    .addColumn('app_key', 'varchar(64)', notNull)
    .addColumn('scopes', 'text', notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('revoked_at', i8)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema.createIndex('sandbox_temu_tokens_mall_idx').on('sandbox_temu_tokens').column('mall_id').execute();
  await db.schema
    .createTable('sandbox_temu_auth_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('mall_id', 'varchar(32)', notNull)
    .addColumn('app_key', 'varchar(64)', notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('used_at', i8)
    .addColumn('created_at', i8, notNull)
    .execute();
  // Goods, images, stock-up orders, ship orders, quality checks … as they appear later: one row per entity,
  // `ref` its Temu-side id, `due_at` when the sandbox next moves it forward (review, inspection, receipt).
  await withId(db, db.schema.createTable('sandbox_temu_records'))
    .addColumn('mall_id', 'varchar(32)', notNull)
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('ref', 'varchar(64)', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('due_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('sandbox_temu_records_ref_uq', ['kind', 'ref'])
    .execute();
  await db.schema
    .createIndex('sandbox_temu_records_mall_idx')
    .on('sandbox_temu_records')
    .columns(['mall_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('sandbox_temu_records_due_idx')
    .on('sandbox_temu_records')
    .columns(['kind', 'due_at'])
    .execute();
  // Failures a test or a person asked for: the next `remaining` calls (of a type / mall, or any) fail so.
  await withId(db, db.schema.createTable('sandbox_temu_faults'))
    .addColumn('mall_id', 'varchar(32)')
    .addColumn('type', 'varchar(100)')
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('remaining', 'integer', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();

  await db.schema
    .createTable('sandbox_shein_apps')
    .addColumn('slot', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('appid', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('app_secret', 'varchar(64)', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
  // The sandbox plays Shein, which must know a shop's secretKey to check its signatures.
  await withId(db, db.schema.createTable('sandbox_shein_shops'))
    .addColumn('open_key_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('secret_key', 'varchar(64)', notNull)
    .addColumn('supplier_id', 'varchar(32)', notNull)
    .addColumn('shop_name', 'varchar(128)', notNull)
    .addColumn('revoked_at', i8)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema
    .createTable('sandbox_shein_temp_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('shop_id', i8, notNull)
    .addColumn('appid', 'varchar(64)', notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('used_at', i8)
    .addColumn('created_at', i8, notNull)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
