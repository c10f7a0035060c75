import type { Generated } from 'kysely';

/** Notifications of a main account's own business (migration 20261127_0037). */
export interface NotificationsTable {
  id: Generated<number>;
  main_id: number;
  /** One of the contract's NOTIFICATION_TYPES. */
  type: string;
  title: string;
  content: string;
  /** An in-app hash path ('' when none). */
  link: Generated<string>;
  /** Unique per main account: an event announced once is never announced again. */
  dedupe_key: string;
  read_at: number | null;
  created_at: number;
}

/** Per main account; no row = the defaults. */
export interface NotificationSettingsTable {
  main_id: number;
  /** JSON array of the types switched off. */
  disabled: Generated<string>;
  unpaid_hours: number;
  low_balance_fen: number;
  /** When the balance was announced low; null = armed (back at or above the threshold). */
  low_balance_notified_at: number | null;
  updated_at: number;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
}
