import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CatalogueTables } from './schema-catalogue';
import type { ConsoleTables } from './schema-console';
import type { DesignTables } from './schema-design';
import type { DesignTemplateTables } from './schema-design-template';
import type { GalleryTables } from './schema-gallery';
import type { MarketplaceTables } from './schema-marketplace';
import type { MoneyTables } from './schema-money';
import type { TemuGoodsTables } from './schema-temu-goods';
import type { OrderPushTables } from './schema-order-push';
import type { TemuPublishTables } from './schema-temu-publish';
import type { TemuOrderTables } from './schema-temu-order';
import type { SheinTables } from './schema-shein';
import type { FulfilmentTables } from './schema-fulfilment';
import type { NotificationTables } from './schema-notification';
import type { MarginTables } from './schema-margin';

/**
 * Table types. Times are UTC epoch milliseconds; money is integer fen; booleans are 0/1 integers and
 * JSON columns are text so that SQLite and PostgreSQL share one schema.
 */
export interface UsersTable {
  id: Generated<number>;
  /** The main account this user belongs to; a main account points at itself. 0 for operators. */
  main_id: number;
  user_name: string;
  nick_name: string;
  password_hash: string;
  phone: string | null;
  email: Generated<string>;
  wechat: Generated<string>;
  company: Generated<string>;
  avatar: Generated<string>;
  user_type: Generated<number>;
  /** JSON string array. */
  roles: Generated<string>;
  /** JSON string array. */
  permissions: Generated<string>;
  status: Generated<number>;
  balance_fen: Generated<number>;
  vip_level: Generated<number>;
  vip_expire_time: number | null;
  last_login_time: number | null;
  deleted: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface CaptchasTable {
  uuid: string;
  answer_hash: string;
  expires_at: number;
  used_at: number | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  scene: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: number;
  consumed_at: number | null;
  ip: Generated<string>;
  created_at: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  content: string;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** Temu's shared per-shop × per-type call tokens (modules/marketplace/temu-rate-gate.ts). */
export interface TemuRateSlotsTable {
  bucket: string;
  slot: number;
  free_at: number;
  holder: string | null;
}

export interface MenusTable {
  menu_id: Generated<number>;
  parent_id: Generated<number>;
  menu_name: string;
  path: string;
  component: string | null;
  redirect: string | null;
  hidden: Generated<number>;
  icon: string | null;
  order_num: Generated<number>;
  roles: Generated<string>;
  perms: string | null;
  status: Generated<number>;
  audience: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface SiteConfigTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  status: Generated<number>;
  publish_time: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface NoticeReadsTable {
  notice_id: number;
  user_id: number;
  read_at: number;
}

export interface FilesTable {
  id: Generated<number>;
  main_id: number;
  uploader_id: number;
  storage_key: string;
  file_name: string;
  mime: string;
  size: number;
  sha256: string;
  purpose: Generated<string>;
  created_at: number;
  /** Image facts and preview keys (migration 0004_gallery); null on rows stored before it. */
  width: number | null;
  height: number | null;
  dpi: number | null;
  color_space: string | null;
  has_alpha: number | null;
  preview_small_key: string | null;
  preview_large_key: string | null;
}

export interface AccountLedgerTable {
  id: Generated<number>;
  main_id: number;
  type: string;
  amount_fen: number;
  balance_after_fen: number;
  ref_type: string;
  ref_id: string;
  remark: Generated<string>;
  operator_id: number | null;
  created_at: number;
}

export interface Database
  extends MoneyTables,
    MarketplaceTables,
    CatalogueTables,
    GalleryTables,
    DesignTables,
    DesignTemplateTables,
    TemuGoodsTables,
    TemuPublishTables,
    TemuOrderTables,
    OrderPushTables,
    ConsoleTables,
    SheinTables,
    FulfilmentTables,
    NotificationTables,
    MarginTables {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  rate_limits: RateLimitsTable;
  temu_rate_slots: TemuRateSlotsTable;
  menus: MenusTable;
  site_config: SiteConfigTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  files: FilesTable;
  account_ledger: AccountLedgerTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MenuRow = Selectable<MenusTable>;
