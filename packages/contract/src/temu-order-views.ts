import { z } from 'zod';

/**
 * The working views of the stock-up order list (/order/orderTemu), on Temu's own fields of bg.purchaseorderv2.get:
 * - `to_deliver` 待发货: Temu status 1 (已接单，待发货); Temu's count is statusNumMap["1"].
 * - `urgent` 加急: urgencyType 1; Temu gives no count map for it: counted from the synced orders.
 * - `jit` JIT: purchaseStockType 1 (JIT备货); counted from the synced orders.
 * - `overdue` 逾期: not delivered (status 0/1) past expectLatestDeliverTimeOrDefault, or delivered (status 2) and not
 *   received past expectLatestArrivalTimeOrDefault; Temu's count is delayNumMap["102"] + delayNumMap["202"]
 *   (发货已逾期 + 到货已逾期).
 * statusNumMap / delayNumMap are SDK-only fields (not on Temu's page): without them the Temu count is null.
 */
export const TEMU_ORDER_VIEWS = ['to_deliver', 'urgent', 'jit', 'overdue'] as const;
export type TemuOrderView = (typeof TEMU_ORDER_VIEWS)[number];
export const TEMU_ORDER_VIEW_LABELS: Record<TemuOrderView, string> = {
  to_deliver: '待发货',
  urgent: '加急',
  jit: 'JIT',
  overdue: '逾期',
};

export const temuOrderViewCount = z.object({
  /** Synced orders in the view under the current filters (what the list shows). */
  count: z.number().int(),
  /** Temu's own count for the shops in scope (statusNumMap / delayNumMap), or null when Temu gives none. */
  temuCount: z.number().int().nullable(),
});
export const temuOrderViewCounts = z.object(
  Object.fromEntries(TEMU_ORDER_VIEWS.map((v) => [v, temuOrderViewCount])) as Record<
    TemuOrderView,
    typeof temuOrderViewCount
  >,
);
export type TemuOrderViewCounts = z.infer<typeof temuOrderViewCounts>;

/** Temu's counters for the shops in scope, summed, as the last syncs read them (null: never read). */
export const temuOrderTemuCounts = z.object({
  /** statusNumMap: Temu status (0–10, as a string) → orders. */
  statusNumMap: z.record(z.string(), z.number().int()),
  /** delayNumMap: 101 发货即将逾期, 102 发货已逾期, 201 到货即将逾期, 202 到货已逾期 → orders. */
  delayNumMap: z.record(z.string(), z.number().int()),
  todayCanDeliverNum: z.number().int().nullable(),
  /** When the oldest of the summed readings was taken (epoch ms). */
  readAt: z.number().int(),
});
export type TemuOrderTemuCounts = z.infer<typeof temuOrderTemuCounts>;

/** bg.purchaseorderv2.get delay statuses (deliverOrArrivalDelayStatusList / delayNumMap keys). */
export const TEMU_DELAY_STATUS_LABELS: Record<string, string> = {
  '101': '发货即将逾期',
  '102': '发货已逾期',
  '201': '到货即将逾期',
  '202': '到货已逾期',
};
/** SKU qcResult of bg.purchaseorderv2.get. */
export const TEMU_SKU_QC_RESULT_LABELS: Record<number, string> = {
  0: '暂无结果',
  1: '合格',
  2: '不合格',
  3: '无需质检',
  4: '质检让步',
  5: '重新上床视频',
  6: '部分合格',
};
