import { z } from 'zod';
import { pageQuery, queryBoolean } from './envelope';

/**
 * 通知 (issue 21 §2): events of the seller's own business, kept per main account, beside the platform-wide
 * announcements (公告). Each seller chooses which events create one, how many hours make an order "long unpaid" and
 * which balance is "low".
 */
export const NOTIFICATION_API = {
  page: '/api/notification/page',
  unread: '/api/notification/unread',
  read: '/api/notification/read',
  readAll: '/api/notification/readAll',
  settings: '/api/notification/settings',
} as const;

export const NOTIFICATION_TYPES = [
  'order_new',
  'order_unpaid',
  'publish_failed',
  'qc_failed',
  'token_expiring',
  'low_balance',
  'withdraw_result',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What each event is called, and which sub-account permission sees it (a main account sees every one). A
 * sub-account without the permission neither sees nor counts nor marks such notifications.
 */
export const NOTIFICATION_TYPE_INFO: Record<NotificationType, { label: string; hint: string; permission: string }> = {
  order_new: { label: '新备货单', hint: '同步到新的备货单时', permission: 'order:view' },
  order_unpaid: { label: '备货单超时未支付', hint: '备货单下单后超过设定小时数仍未支付', permission: 'order:view' },
  publish_failed: { label: '发布失败', hint: '模板发布到店铺失败时', permission: 'publish:push' },
  qc_failed: { label: '质检不合格', hint: 'Temu 质检结果为不合格时', permission: 'publish:push' },
  token_expiring: { label: '店铺授权即将过期', hint: '店铺授权在 7 天内过期时', permission: 'shop:manage' },
  low_balance: { label: '余额不足', hint: '账户余额低于设定金额时', permission: 'wallet:view' },
  withdraw_result: { label: '提现审核结果', hint: '提现申请被确认打款或驳回时', permission: 'wallet:withdraw' },
};

/** A token expiring this soon is announced (issue 21: "within 7 days"). */
export const TOKEN_EXPIRY_NOTICE_MS = 7 * 24 * 3_600_000;
export const UNPAID_HOURS_MIN = 1;
export const UNPAID_HOURS_MAX = 720;
export const DEFAULT_UNPAID_HOURS = 24;
/** ¥100.00 */
export const DEFAULT_LOW_BALANCE_FEN = 10_000;
/** ¥1,000,000.00 */
export const LOW_BALANCE_MAX_FEN = 100_000_000;

export const notificationView = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  content: z.string(),
  /** An in-app hash path to what the notification is about ('' when none). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationPageQuery = pageQuery.extend({
  unreadOnly: queryBoolean.optional(),
  type: z.enum(NOTIFICATION_TYPES, { error: '未知的通知类型' }).optional(),
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuery>;
export const notificationPage = z.object({
  rows: z.array(notificationView),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationUnread = z.object({ unread: z.number().int() });
export const notificationReadBody = z.object({
  ids: z
    .array(z.number({ error: 'id 必须是数字' }).int('id 必须是整数').positive('id 必须大于 0'), {
      error: '请选择要标记的通知',
    })
    .min(1, '请选择要标记的通知')
    .max(200, '一次最多标记 200 条'),
});
export type NotificationReadBody = z.infer<typeof notificationReadBody>;

export const notificationSettings = z.object({
  /** The events that create a notification. */
  enabled: z.array(z.enum(NOTIFICATION_TYPES, { error: '未知的通知类型' })).max(NOTIFICATION_TYPES.length),
  /** An order unpaid this many hours after Temu placed it is announced once. */
  unpaidHours: z
    .number({ error: '超时小时数必须是数字' })
    .int('超时小时数必须是整数')
    .min(UNPAID_HOURS_MIN, `超时小时数至少 ${UNPAID_HOURS_MIN} 小时`)
    .max(UNPAID_HOURS_MAX, `超时小时数最多 ${UNPAID_HOURS_MAX} 小时`),
  /** A balance below this (fen) is announced once until it rises above it again. */
  lowBalanceFen: z
    .number({ error: '余额提醒金额必须是数字' })
    .int('余额提醒金额必须精确到分')
    .min(0, '余额提醒金额不能为负数')
    .max(LOW_BALANCE_MAX_FEN, '余额提醒金额最多 ¥1,000,000.00'),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
