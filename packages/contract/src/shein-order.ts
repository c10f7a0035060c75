import { z } from 'zod';
import { pageQuery, queryInt } from './envelope';

/** Shein stock-up order (备货单) statuses the product shows; others read as 其他. */
export const SHEIN_ORDER_STATUS: Record<number, string> = {
  1: '待下单',
  2: '已下单',
  3: '发货中',
  4: '已送货',
  5: '已收货',
  6: '已查验',
  7: '已退货',
  8: '已完成',
  9: '无货下架',
  10: '已作废',
};
export const sheinOrderStatusLabel = (s: number) => SHEIN_ORDER_STATUS[s] ?? `其他（${s}）`;
/** Tabs of /order/orderShein: each is a set of Shein statuses. */
export const SHEIN_ORDER_TABS = {
  all: [] as number[],
  open: [1, 2],
  shipping: [3, 4],
  done: [5, 6, 8],
  closed: [7, 9, 10],
} as const;
export type SheinOrderTab = keyof typeof SHEIN_ORDER_TABS;
export const SHEIN_ORDER_TAB_LABELS: Record<SheinOrderTab, string> = {
  all: '全部',
  open: '待发货',
  shipping: '发货中',
  done: '已收货',
  closed: '已关闭',
};

export const sheinOrderLine = z.object({
  skcName: z.string(),
  skuCode: z.string(),
  supplierSku: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  priceFen: z.number().int(),
});
export type SheinOrderLine = z.infer<typeof sheinOrderLine>;

export const sheinOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  spuName: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  amountFen: z.number().int(),
  placedAt: z.number(),
  updatedAt: z.number(),
});
export type SheinOrderRow = z.infer<typeof sheinOrderRow>;
export const sheinOrderDetail = sheinOrderRow.extend({ lines: z.array(sheinOrderLine) });
export type SheinOrderDetail = z.infer<typeof sheinOrderDetail>;

export const sheinOrderPageQuery = pageQuery.extend({
  tab: z.enum(['all', 'open', 'shipping', 'done', 'closed']).default('all'),
  shopId: queryInt.optional(),
  /** Order number, SPU or title. */
  keyword: z.string().max(100).optional(),
});
export const sheinOrderPage = z.object({
  rows: z.array(sheinOrderRow),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type SheinOrderPage = z.infer<typeof sheinOrderPage>;
export const sheinOrderSyncBody = z.object({ shopId: z.number().int().positive().optional() });

export const SHEIN_ORDER_API = {
  page: '/api/orderShein/page',
  detail: '/api/orderShein/detail',
  sync: '/api/orderShein/sync',
  syncStatus: '/api/orderShein/syncStatus',
} as const;
