import {
  NOTIFICATION_TYPE_INFO,
  NOTIFICATION_TYPES,
  type NotificationPage,
  type NotificationPageQuery,
  type NotificationSettings,
  type NotificationType,
  UserType,
} from '@podbench/contract';
import type { Db, Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { hasPermi } from '../../plugins/auth';
import type { AuthUser } from '../session/service';
import { draftOf, type NotifyEvent } from './events';
import {
  countUnread,
  findSettings,
  insertNotification,
  markRead,
  ownIds,
  pageNotifications,
  saveSettings,
} from './repository';

/**
 * Records an event for a seller (main account) when the seller wants that kind of event; an event already
 * announced (same dedupe key) is not announced again. Returns the new notification's id, or null. Runs in the
 * caller's transaction when given one, so an event rolled back is never announced.
 */
export async function notify(db: Executor, mainId: number, event: NotifyEvent, now = Date.now()) {
  if (!mainId) return null;
  const settings = await findSettings(db, mainId);
  if (!settings.enabled.includes(event.type)) return null;
  return insertNotification(db, mainId, draftOf(event), now);
}

/** The kinds a user may see: all for a main account, those its permissions cover for a sub-account. */
export function visibleTypes(user: Pick<AuthUser, 'userType' | 'roles' | 'permissions'>): NotificationType[] {
  if (user.userType !== UserType.SUB) return [...NOTIFICATION_TYPES];
  return NOTIFICATION_TYPES.filter((t) => hasPermi(user, [NOTIFICATION_TYPE_INFO[t].permission]));
}

export async function listNotifications(db: Db, user: AuthUser, q: NotificationPageQuery): Promise<NotificationPage> {
  const all = visibleTypes(user);
  const types = q.type ? all.filter((t) => t === q.type) : all;
  const [{ rows, total }, unread] = await Promise.all([
    pageNotifications(db, user.mainId, types, {
      offset: (q.pageNum - 1) * q.pageSize,
      limit: q.pageSize,
      unreadOnly: q.unreadOnly === true,
    }),
    countUnread(db, user.mainId, all),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      type: r.type as NotificationType,
      title: r.title,
      content: r.content,
      link: r.link,
      read: r.read_at !== null,
      createdAt: Number(r.created_at),
    })),
    total,
    unread,
  };
}

export async function unreadNotifications(db: Db, user: AuthUser) {
  return { unread: await countUnread(db, user.mainId, visibleTypes(user)) };
}

/**
 * Marks the given notifications read. Every id must be one of the caller's own (visible) notifications, else 404
 * and nothing is marked: another seller's id is indistinguishable from an unknown one.
 */
export async function readNotifications(db: Db, user: AuthUser, ids: number[]) {
  const types = visibleTypes(user);
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const own = await ownIds(trx, user.mainId, types, wanted);
    if (wanted.some((id) => !own.has(id))) throw notFound('通知不存在');
    await markRead(trx, user.mainId, types, wanted, Date.now());
    return { unread: await countUnread(trx, user.mainId, types) };
  });
}

/** 全部已读: every notification the caller sees. */
export async function readAllNotifications(db: Db, user: AuthUser) {
  const types = visibleTypes(user);
  await markRead(db, user.mainId, types, undefined, Date.now());
  return { unread: await countUnread(db, user.mainId, types) };
}

export async function getSettings(db: Executor, mainId: number): Promise<NotificationSettings> {
  const { enabled, unpaidHours, lowBalanceFen } = await findSettings(db, mainId);
  return { enabled, unpaidHours, lowBalanceFen };
}

export async function putSettings(db: Db, mainId: number, s: NotificationSettings) {
  await saveSettings(db, mainId, s, Date.now());
  return getSettings(db, mainId);
}
