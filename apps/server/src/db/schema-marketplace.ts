import type { Generated } from 'kysely';

/** Marketplace tables (migration 20261122_0003). Times are epoch ms; JSON columns are text. */
export interface ShopsTable {
  id: Generated<number>;
  main_id: number;
  /** 'temu' | 'shein' */
  platform: string;
  mall_id: string;
  mall_name: string;
  /** 'full' (全托管) | 'semi' (半托管) | null when the platform does not say. */
  managed_type: string | null;
  /** AES-256-GCM of the credential JSON; never leaves the server. */
  credential_cipher: string;
  token_expire_time: number | null;
  /** JSON string array of authorised types. */
  api_scopes: Generated<string>;
  /** 0 live; 2 the marketplace refused the token (re-authorise). Unbinding sets `unbound_at` instead. */
  status: Generated<number>;
  last_sync_time: number | null;
  authorized_at: number;
  authorized_by: number;
  unbound_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ShopAuthStatesTable {
  state: string;
  main_id: number;
  user_id: number;
  platform: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface SandboxTemuAppsTable {
  slot: string;
  app_key: string;
  app_secret: string;
  created_at: number;
}
export interface SandboxTemuShopsTable {
  id: Generated<number>;
  mall_id: string;
  mall_name: string;
  managed_type: string;
  created_at: number;
}
export interface SandboxTemuTokensTable {
  id: Generated<number>;
  token_hash: string;
  mall_id: string;
  app_key: string;
  scopes: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}
export interface SandboxTemuAuthCodesTable {
  code_hash: string;
  mall_id: string;
  app_key: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}
export interface SandboxTemuRecordsTable {
  id: Generated<number>;
  mall_id: string;
  kind: string;
  ref: string;
  status: Generated<number>;
  data: Generated<string>;
  due_at: number | null;
  created_at: number;
  updated_at: number;
}
export interface SandboxTemuFaultsTable {
  id: Generated<number>;
  mall_id: string | null;
  type: string | null;
  kind: string;
  remaining: number;
  created_at: number;
  /** Migration 0010: fail every n-th matching call (null = the next `remaining` calls). */
  every_n: number | null;
  seen: Generated<number>;
}
export interface SandboxSheinAppsTable {
  slot: string;
  appid: string;
  app_secret: string;
  created_at: number;
}
export interface SandboxSheinShopsTable {
  id: Generated<number>;
  open_key_id: string;
  secret_key: string;
  supplier_id: string;
  shop_name: string;
  revoked_at: number | null;
  created_at: number;
}
export interface SandboxSheinTempTokensTable {
  token_hash: string;
  shop_id: number;
  appid: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface MarketplaceTables {
  shops: ShopsTable;
  shop_auth_states: ShopAuthStatesTable;
  sandbox_temu_apps: SandboxTemuAppsTable;
  sandbox_temu_shops: SandboxTemuShopsTable;
  sandbox_temu_tokens: SandboxTemuTokensTable;
  sandbox_temu_auth_codes: SandboxTemuAuthCodesTable;
  sandbox_temu_records: SandboxTemuRecordsTable;
  sandbox_temu_faults: SandboxTemuFaultsTable;
  sandbox_shein_apps: SandboxSheinAppsTable;
  sandbox_shein_shops: SandboxSheinShopsTable;
  sandbox_shein_temp_tokens: SandboxSheinTempTokensTable;
}
