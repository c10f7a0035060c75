import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/** Frozen: accounts, sessions, captcha, SMS, rate limits, menus, site config, notices, files, ledger. */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);

  await withId(db, db.schema.createTable('users'))
    .addColumn('main_id', i8, notNull)
    .addColumn('user_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('nick_name', 'varchar(64)', notNull)
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('wechat', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_fen', i8, (c) => c.notNull().defaultTo(0).check(sql`balance_fen >= 0`))
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('vip_expire_time', i8)
    .addColumn('last_login_time', i8)
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema.createIndex('users_main_id_idx').on('users').columns(['main_id', 'user_type']).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', i8, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', i8, notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('last_seen_at', i8, notNull)
    .addColumn('revoked_at', i8)
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_last_seen_idx').on('sessions').column('last_seen_at').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('uuid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', notNull)
    .addColumn('expires_at', i8, notNull)
    .addColumn('used_at', i8)
    .execute();

  await withId(db, db.schema.createTable('sms_codes'))
    .addColumn('phone', 'varchar(20)', notNull)
    .addColumn('scene', 'varchar(20)', notNull)
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', i8, notNull)
    .addColumn('consumed_at', i8)
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_idx')
    .on('sms_codes')
    .columns(['phone', 'scene', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('sms_outbox'))
    .addColumn('phone', 'varchar(20)', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'id']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('window_start', i8, notNull)
    .addColumn('count', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('menus'), 'menu_id')
    .addColumn('parent_id', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('menu_name', 'varchar(64)', notNull)
    .addColumn('path', 'varchar(200)', notNull)
    .addColumn('component', 'varchar(200)')
    .addColumn('redirect', 'varchar(200)')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(64)')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('perms', 'varchar(100)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audience', 'varchar(16)', (c) => c.notNull().defaultTo('seller'))
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema.createIndex('menus_parent_idx').on('menus').columns(['parent_id', 'order_num']).execute();

  await db.schema
    .createTable('site_config')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();

  await withId(db, db.schema.createTable('notices'))
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_time', i8)
    .addColumn('created_by', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', i8, (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('user_id', i8, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', i8, notNull)
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('files'))
    .addColumn('main_id', i8, notNull)
    .addColumn('uploader_id', i8, notNull)
    .addColumn('storage_key', 'varchar(255)', notNull)
    .addColumn('file_name', 'varchar(255)', notNull)
    .addColumn('mime', 'varchar(100)', notNull)
    .addColumn('size', i8, notNull)
    .addColumn('sha256', 'varchar(64)', notNull)
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull().defaultTo('upload'))
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema.createIndex('files_main_idx').on('files').columns(['main_id', 'id']).execute();
  await db.schema.createIndex('files_main_sha_idx').on('files').columns(['main_id', 'sha256']).execute();

  await withId(db, db.schema.createTable('account_ledger'))
    .addColumn('main_id', i8, notNull)
    .addColumn('type', 'varchar(32)', notNull)
    .addColumn('amount_fen', i8, notNull)
    .addColumn('balance_after_fen', i8, notNull)
    .addColumn('ref_type', 'varchar(32)', notNull)
    .addColumn('ref_id', 'varchar(64)', notNull)
    .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', i8)
    .addColumn('created_at', i8, notNull)
    .addUniqueConstraint('account_ledger_ref_uq', ['ref_type', 'ref_id', 'type'])
    .execute();
  await db.schema
    .createIndex('account_ledger_main_time_idx')
    .on('account_ledger')
    .columns(['main_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
