import { z } from 'zod';
import { pageQuery, queryInt } from './envelope';

/**
 * Shein purchase-order statuses as documented (order.purchase-order-infos, DOC 3001651); 全托管 uses only 2, 3, 4, 5,
 * 7, 8 and 10. A code outside the enum is shown with its number, never guessed.
 */
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
  11: '待审核',
  12: '分单中',
  13: '待退货',
};
export const SHEIN_ORDER_STATUS_CODES = Object.keys(SHEIN_ORDER_STATUS).map(Number);
export const sheinOrderStatusLabel = (s: number) => SHEIN_ORDER_STATUS[s] ?? `未知状态（${s}）`;
/** Purchase-order types: 1 急采 (urgent), 2 备货 (stock-up). */
export const SHEIN_ORDER_TYPE: Record<number, string> = { 1: '急采', 2: '备货' };
export const sheinOrderTypeLabel = (t: number) => SHEIN_ORDER_TYPE[t] ?? `未知类型（${t}）`;

/** Tabs of /order/orderShein: each is a set of Shein statuses. */
export const SHEIN_ORDER_TABS = {
  all: [] as number[],
  open: [1, 2, 11, 12],
  shipping: [3, 4],
  done: [5, 6, 8],
  closed: [7, 9, 10, 13],
} as const;
export type SheinOrderTab = keyof typeof SHEIN_ORDER_TABS;
export const SHEIN_ORDER_TAB_LABELS: Record<SheinOrderTab, string> = {
  all: '全部',
  open: '待发货',
  shipping: '发货中',
  done: '已收货',
  closed: '已关闭',
};

/** A buyer's customisation (ccst custom-infos + templates) of a customised order. */
export const sheinCustomisation = z.object({
  customInfoId: z.string(),
  /** Text-type customisation. */
  texts: z.array(z.string()),
  /** Buyer uploads. */
  images: z.array(z.string()),
  /** Previews (product + customisation). */
  effects: z.array(z.string()),
  /** Every component value: label (in Chinese), its type and the value(s) as text. */
  fields: z.array(z.object({ label: z.string(), type: z.string(), values: z.array(z.string()) })),
  /** Design templates: compositeId for the production-image render. */
  templates: z.array(z.object({ compositeId: z.string(), title: z.string() })),
});
export type SheinCustomisation = z.infer<typeof sheinCustomisation>;

export const sheinOrderLine = z.object({
  skcName: z.string(),
  skuCode: z.string(),
  supplierCode: z.string(),
  supplierSku: z.string(),
  /** suffixZh, e.g. 棕色-28 inch; colour and size are its two parts when it has them. */
  attributes: z.string(),
  color: z.string(),
  size: z.string(),
  /** orderQuantity: ship up to this. */
  quantity: z.number().int(),
  needQuantity: z.number().int().nullable(),
  deliveryQuantity: z.number().int().nullable(),
  receiptQuantity: z.number().int().nullable(),
  storageQuantity: z.number().int().nullable(),
  defectiveQuantity: z.number().int().nullable(),
  priceFen: z.number().int(),
  imageUrl: z.string().nullable(),
  remark: z.string(),
  /** The order's customisation, on each of its lines (a purchase order holds one SKC); null when not customised. */
  customisation: sheinCustomisation.nullable(),
});
export type SheinOrderLine = z.infer<typeof sheinOrderLine>;

export const sheinOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  type: z.number().int(),
  typeLabel: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  spuName: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  amountFen: z.number().int(),
  customised: z.boolean(),
  /** A JIT mother order (isJitMotherName 是): never shipped itself, its child stock-up orders are. */
  jitMother: z.boolean(),
  warehouseName: z.string(),
  /** requestTakeParcelTime (急采), epoch ms. */
  requestTakeParcelAt: z.number().nullable(),
  placedAt: z.number(),
  updatedAt: z.number(),
});
export type SheinOrderRow = z.infer<typeof sheinOrderRow>;

/** Documented order-level fields, as Shein sent them (times Beijing `yyyy-MM-dd HH:mm:ss`, unset → null). */
export const sheinOrderFields = z.object({
  statusName: z.string().nullable(),
  typeName: z.string().nullable(),
  prepareTypeId: z.number().nullable(),
  prepareTypeName: z.string().nullable(),
  urgentTypeName: z.string().nullable(),
  firstMarkName: z.string().nullable(),
  countryMarket: z.number().nullable(),
  warehouseName: z.string().nullable(),
  storageId: z.string().nullable(),
  recommendedSubWarehouseId: z.string().nullable(),
  currency: z.string().nullable(),
  currencyName: z.string().nullable(),
  orderLabels: z.array(z.string()),
  goodsLevels: z.array(z.string()),
  isJitMotherName: z.string().nullable(),
  addTime: z.string().nullable(),
  allocateTime: z.string().nullable(),
  requestTakeParcelTime: z.string().nullable(),
  requestReceiptTime: z.string().nullable(),
  requestDeliveryTime: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  receiptTime: z.string().nullable(),
  checkTime: z.string().nullable(),
  storageTime: z.string().nullable(),
  returnTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SheinOrderFields = z.infer<typeof sheinOrderFields>;

export const sheinOrderDetail = sheinOrderRow.extend({
  lines: z.array(sheinOrderLine),
  fields: sheinOrderFields.nullable(),
  customInfoId: z.string(),
  customisation: sheinCustomisation.nullable(),
  /** Why the customisation could not be read (Chinese), when it could not. */
  customError: z.string().nullable(),
});
export type SheinOrderDetail = z.infer<typeof sheinOrderDetail>;

export const sheinOrderPageQuery = pageQuery.extend({
  tab: z.enum(['all', 'open', 'shipping', 'done', 'closed'], { error: '标签页不正确' }).default('all'),
  /** 1 急采 / 2 备货. */
  type: queryInt
    .pipe(z.union([z.literal(1), z.literal(2)], { error: '采购单类型只能是 1（急采）或 2（备货）' }))
    .optional(),
  /** One documented status code (1–13). */
  status: queryInt
    .pipe(z.number().refine((s) => s in SHEIN_ORDER_STATUS, '采购单状态不在 Shein 文档的状态列表中'))
    .optional(),
  shopId: queryInt.optional(),
  /** Order number, SPU, title, SKC or seller SKU. */
  keyword: z.string().max(100, '关键词最多 100 个字').optional(),
});
export const sheinOrderPage = z.object({
  rows: z.array(sheinOrderRow),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type SheinOrderPage = z.infer<typeof sheinOrderPage>;
export const sheinOrderSyncBody = z.strictObject(
  {
    shopId: z.number({ error: '店铺 ID 必须是数字' }).int('店铺 ID 必须是整数').positive('店铺 ID 不正确').optional(),
    /** Re-read the last `days` days instead of continuing from the last sync (split into windows ≤ 60 days). */
    days: z
      .number({ error: '同步天数必须是数字' })
      .int('同步天数必须是整数')
      .min(1, '同步天数至少 1 天')
      .max(365, '同步天数最多 365 天')
      .optional(),
  },
  { error: '同步参数不正确' },
);

export const SHEIN_ORDER_API = {
  page: '/api/orderShein/page',
  detail: '/api/orderShein/detail',
  sync: '/api/orderShein/sync',
  syncStatus: '/api/orderShein/syncStatus',
} as const;
