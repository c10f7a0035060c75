import {
  DEFAULT_LOW_BALANCE_FEN,
  DEFAULT_UNPAID_HOURS,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationType,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { toCount } from '../../db';
import type { NotificationDraft } from './events';

/**
 * Notifications belong to a main account (`main_id`); every read and write here names it, so one seller never
 * reaches another's. `types` limits what a sub-account sees to the events its permissions cover.
 */
export async function insertNotification(db: Executor, mainId: number, d: NotificationDraft, now: number) {
  const r = await db
    .insertInto('notifications')
    .values({
      main_id: mainId,
      type: d.type,
      title: d.title.slice(0, 200),
      content: d.content.slice(0, 1000),
      link: d.link.slice(0, 300),
      dedupe_key: d.dedupeKey.slice(0, 200),
      read_at: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['main_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r ? Number(r.id) : null;
}

const visible = (db: Executor, mainId: number, types: readonly NotificationType[]) =>
  db
    .selectFrom('notifications')
    .where('main_id', '=', mainId)
    .where('type', 'in', types.length ? [...types] : ['-']);

export async function pageNotifications(
  db: Executor,
  mainId: number,
  types: readonly NotificationType[],
  p: { offset: number; limit: number; unreadOnly: boolean },
) {
  const q = p.unreadOnly ? visible(db, mainId, types).where('read_at', 'is', null) : visible(db, mainId, types);
  const [rows, total] = await Promise.all([
    q
      .select(['id', 'type', 'title', 'content', 'link', 'read_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.n) };
}

export async function countUnread(db: Executor, mainId: number, types: readonly NotificationType[]) {
  const r = await visible(db, mainId, types)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return toCount(r?.n);
}

/** Marks the account's unread notifications among `ids` (or all, ids undefined) of `types` read; returns how many. */
export async function markRead(
  db: Executor,
  mainId: number,
  types: readonly NotificationType[],
  ids: number[] | undefined,
  now: number,
) {
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('main_id', '=', mainId)
    .where('type', 'in', types.length ? [...types] : ['-'])
    .where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Ids among `ids` that are the account's notifications of `types` (read or not). */
export async function ownIds(db: Executor, mainId: number, types: readonly NotificationType[], ids: number[]) {
  const rows = await visible(db, mainId, types).where('id', 'in', ids).select('id').execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export interface StoredSettings extends NotificationSettings {
  lowBalanceNotifiedAt: number | null;
}

const parseDisabled = (raw: string): NotificationType[] => {
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? NOTIFICATION_TYPES.filter((t) => v.includes(t)) : [];
  } catch {
    return [];
  }
};

export const DEFAULT_SETTINGS: StoredSettings = {
  enabled: [...NOTIFICATION_TYPES],
  unpaidHours: DEFAULT_UNPAID_HOURS,
  lowBalanceFen: DEFAULT_LOW_BALANCE_FEN,
  lowBalanceNotifiedAt: null,
};

export function settingsOf(
  row:
    | { disabled: string; unpaid_hours: number; low_balance_fen: number; low_balance_notified_at: number | null }
    | undefined,
): StoredSettings {
  if (!row) return DEFAULT_SETTINGS;
  const disabled = parseDisabled(row.disabled);
  return {
    enabled: NOTIFICATION_TYPES.filter((t) => !disabled.includes(t)),
    unpaidHours: Number(row.unpaid_hours),
    lowBalanceFen: Number(row.low_balance_fen),
    lowBalanceNotifiedAt: row.low_balance_notified_at === null ? null : Number(row.low_balance_notified_at),
  };
}

export async function findSettings(db: Executor, mainId: number): Promise<StoredSettings> {
  return settingsOf(
    await db.selectFrom('notification_settings').selectAll().where('main_id', '=', mainId).executeTakeFirst(),
  );
}

/** Stores the seller's choices (the types left out are the switched-off ones: a future type starts on). */
export async function saveSettings(db: Executor, mainId: number, s: NotificationSettings, now: number) {
  const values = {
    disabled: JSON.stringify(NOTIFICATION_TYPES.filter((t) => !s.enabled.includes(t))),
    unpaid_hours: s.unpaidHours,
    low_balance_fen: s.lowBalanceFen,
    updated_at: now,
  };
  await db
    .insertInto('notification_settings')
    .values({ ...values, main_id: mainId, low_balance_notified_at: null })
    .onConflict((oc) => oc.column('main_id').doUpdateSet(values))
    .execute();
}

/** Takes the low-balance "announced" mark; false when it is already taken (announced, not yet re-armed). */
export async function claimLowBalance(db: Executor, mainId: number, now: number) {
  await db
    .insertInto('notification_settings')
    .values({
      main_id: mainId,
      disabled: '[]',
      unpaid_hours: DEFAULT_UNPAID_HOURS,
      low_balance_fen: DEFAULT_LOW_BALANCE_FEN,
      low_balance_notified_at: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('main_id').doNothing())
    .execute();
  const r = await db
    .updateTable('notification_settings')
    .set({ low_balance_notified_at: now })
    .where('main_id', '=', mainId)
    .where('low_balance_notified_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The balance is back at or above the threshold: the next dip is announced again. */
export async function rearmLowBalance(db: Executor, mainIds: number[]) {
  if (mainIds.length === 0) return;
  await db
    .updateTable('notification_settings')
    .set({ low_balance_notified_at: null })
    .where('main_id', 'in', mainIds)
    .execute();
}
