import { z } from 'zod';
import { pageQuery } from './envelope';
import { insufficientBalanceData } from './money';
import { timeBound } from './money-time';
import { syncJobState } from './temu-goods';
import { TEMU_ORDER_VIEWS, temuOrderTemuCounts, temuOrderViewCounts } from './temu-order-views';

export * from './temu-order-views';

/**
 * Fully-managed stock-up orders (备货单, `/order/orderTemu`, detail `/order/orderTemu1`, paying `/order/payTemu`).
 * Temu's own status is kept beside our platform state; the platform state only moves along {@link
 * TEMU_ORDER_TRANSITIONS}.
 */
export const TEMU_ORDER_API = {
  page: '/api/orderTemu/page',
  detail: '/api/orderTemu/detail',
  /** Queue a sync of one shop (or every live shop) now; answers job ids. */
  sync: '/api/orderTemu/sync',
  syncStatus: '/api/orderTemu/syncStatus',
  /** What paying these orders costs now, against the balance. */
  costPreview: '/api/payTemu/preview',
  pay: '/api/payTemu/pay',
  /** Pays what the balance covers, oldest pay deadline first, and answers what is left (temu-order-pay.ts). */
  payPartial: '/api/payTemu/payPartial',
  /** The filtered list as .xlsx (up to {@link TEMU_ORDER_EXPORT_MAX} orders). */
  export: '/api/orderTemu/export',
} as const;

export const TEMU_ORDER_STATES = [
  'unpaid',
  'to_produce',
  'producing',
  'to_ship',
  'shipped',
  'warehoused',
  'completed',
  'cancelled',
] as const;
export type TemuOrderState = (typeof TEMU_ORDER_STATES)[number];

export const TEMU_ORDER_STATE_LABELS: Record<TemuOrderState, string> = {
  unpaid: '待支付',
  to_produce: '待生产',
  producing: '生产中',
  to_ship: '待发货',
  shipped: '已发货',
  warehoused: '已入库',
  completed: '已完成',
  cancelled: '已取消',
};

/**
 * The state machine: every move the platform may make. Cancelling (Temu cancels, rejects or voids the order) is
 * possible until the goods are warehoused; a paid order that is cancelled is refunded.
 */
export const TEMU_ORDER_TRANSITIONS: Record<TemuOrderState, readonly TemuOrderState[]> = {
  unpaid: ['to_produce', 'cancelled'],
  to_produce: ['producing', 'cancelled'],
  producing: ['to_ship', 'cancelled'],
  to_ship: ['shipped', 'cancelled'],
  shipped: ['warehoused', 'cancelled'],
  warehoused: ['completed'],
  completed: [],
  cancelled: [],
};

export const isTemuOrderState = (s: string): s is TemuOrderState =>
  (TEMU_ORDER_STATES as readonly string[]).includes(s);

/** Why `from → to` is refused, in Chinese, or null when the state machine allows it. */
export function temuOrderTransitionError(from: string, to: TemuOrderState): string | null {
  if (!isTemuOrderState(from)) return `订单状态「${from}」无效`;
  if (TEMU_ORDER_TRANSITIONS[from].includes(to)) return null;
  const a = TEMU_ORDER_STATE_LABELS[from];
  const b = TEMU_ORDER_STATE_LABELS[to];
  if (from === to) return `订单已是「${a}」`;
  return `订单当前为「${a}」，不能变为「${b}」`;
}

/** Temu's own status of a stock-up order (bg.purchaseorderv2.get `status`). */
export const TEMU_PURCHASE_STATUS_LABELS: Record<number, string> = {
  0: '待接单',
  1: '已接单，待发货',
  2: '已送货',
  3: '已收货',
  4: '已拒收',
  5: '已验收，全部退回',
  6: '已验收',
  7: '已入库',
  8: '已作废',
  9: '已超时',
  10: '已取消',
};
/** Temu statuses that end an order without delivery: the platform cancels it (and refunds a paid one). */
export const TEMU_PURCHASE_CANCELLED: readonly number[] = [4, 8, 9, 10];

// ── cost ─────────────────────────────────────────────────────────────────────
/** Packing per piece, fen. */
export const PACKING_FEN_PER_PIECE = 80;
/** Shipping one order to Temu's warehouse: first kilogram, then each further 500 g (fen). */
export const SHIPPING_FIRST_KG_FEN = 600;
export const SHIPPING_PER_HALF_KG_FEN = 200;

export const temuOrderCost = z.object({
  /** Σ blank base cost × quantity. */
  baseCostFen: z.number().int(),
  /** The VIP discount taken off the base cost. */
  discountFen: z.number().int(),
  packingFen: z.number().int(),
  shippingFen: z.number().int(),
  /** base − discount + packing + shipping: what paying the order debits. */
  totalFen: z.number().int(),
});
export type TemuOrderCost = z.infer<typeof temuOrderCost>;

export interface CostLine {
  unitCostFen: number;
  quantity: number;
  weightG: number;
}

/** Cost = base cost × quantity less the VIP discount (rounded down), plus packing and shipping to the warehouse. */
export function computeTemuOrderCost(lines: readonly CostLine[], discountPercent: number): TemuOrderCost {
  const baseCostFen = lines.reduce((n, l) => n + l.unitCostFen * l.quantity, 0);
  const pct = Math.max(0, Math.min(100, Math.trunc(discountPercent)));
  const discountFen = Math.floor((baseCostFen * pct) / 100);
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  const packingFen = pieces * PACKING_FEN_PER_PIECE;
  const grams = lines.reduce((n, l) => n + l.weightG * l.quantity, 0);
  const shippingFen =
    pieces === 0 ? 0 : SHIPPING_FIRST_KG_FEN + Math.max(0, Math.ceil((grams - 1000) / 500)) * SHIPPING_PER_HALF_KG_FEN;
  return {
    baseCostFen,
    discountFen,
    packingFen,
    shippingFen,
    totalFen: baseCostFen - discountFen + packingFen + shippingFen,
  };
}

// ── list / detail ────────────────────────────────────────────────────────────
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(max, `最多 ${max} 个字符`).optional());

export const temuOrderPageQuery = pageQuery.extend({
  /** A working view (待发货, 加急, JIT, 逾期) on Temu's fields; absent = none. Combines with the status tab. */
  view: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TEMU_ORDER_VIEWS, { error: '视图不正确' }).optional()),
  /** The status tab; absent = 全部. */
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(TEMU_ORDER_STATES, { error: '订单状态不正确' }).optional(),
  ),
  /** An empty value (`shopId=`) means every shop. */
  shopId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: '店铺 id 必须是数字' })
      .int('店铺 id 必须是整数')
      .positive('店铺 id 必须大于 0')
      .optional(),
  ),
  /** Purchase time range (Temu 下单时间): epoch ms or Asia/Shanghai YYYY-MM-DD. */
  beginTime: timeBound('start').optional(),
  endTime: timeBound('end').optional(),
  /** One or more sub purchase order numbers, separated by spaces, commas or new lines (exact match). */
  orderSn: optionalText(2000),
  /** Product: name (contains), SKC id or template id. */
  product: optionalText(100),
});
export type TemuOrderPageQuery = z.infer<typeof temuOrderPageQuery>;
export const TEMU_ORDER_EXPORT_MAX = 5000;
export const temuOrderExportQuery = temuOrderPageQuery.omit({ pageNum: true, pageSize: true });
export type TemuOrderExportQuery = z.infer<typeof temuOrderExportQuery>;

export const temuOrderRow = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  subPurchaseOrderSn: z.string(),
  productName: z.string(),
  productSkcId: z.string(),
  imageUrl: z.string().nullable(),
  temuStatus: z.number().int(),
  temuStatusText: z.string(),
  state: z.enum(TEMU_ORDER_STATES),
  stateText: z.string(),
  quantity: z.number().int(),
  templateId: z.number().int().nullable(),
  designId: z.number().int().nullable(),
  /** Every line names one of our templates and a blank variant: it can be costed, paid and produced. */
  matched: z.boolean(),
  cost: temuOrderCost,
  purchaseTime: z.number().int(),
  paidFen: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
  refundedAt: z.number().int().nullable(),
  /** Temu's urgencyType 1 (加急). */
  urgent: z.boolean(),
  /** Temu's purchaseStockType 1 (JIT备货). */
  jit: z.boolean(),
  isCustom: z.boolean(),
  isFirst: z.boolean(),
  /** Temu's deadlines (deliverInfo.expectLatestDeliverTimeOrDefault / …ArrivalTimeOrDefault), epoch ms. */
  expectDeliverAt: z.number().int().nullable(),
  expectArrivalAt: z.number().int().nullable(),
  /**
   * Pay by (付款截止): the deliver deadline less the blanks' production days ({@link payDeadlineOf}), so the goods can
   * still be made and shipped in time; null without a deliver deadline.
   */
  payDeadlineAt: z.number().int().nullable(),
  /** Each SKU line's colour and size (our blank variant's; Temu's spec text when unmatched) and quantity. */
  skus: z.array(z.object({ color: z.string(), size: z.string(), quantity: z.number().int() })),
  /** Past the deliver deadline undelivered, or past the arrival deadline unreceived (the 逾期 view). */
  overdue: z.boolean(),
  deliveryOrderSn: z.string().nullable(),
  receiveWarehouseName: z.string().nullable(),
  /** The customisation text of each customised line (staging.get personalText), in line order; [] until read. */
  personalTexts: z.array(z.string()),
});
export type TemuOrderRow = z.infer<typeof temuOrderRow>;

/** Orders per status tab under the current filters (shop, dates, number, product); `all` is every state. */
export const temuOrderCounts = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(TEMU_ORDER_STATES.map((s) => [s, z.number().int()])) as Record<TemuOrderState, z.ZodNumber>),
});
export type TemuOrderCounts = z.infer<typeof temuOrderCounts>;

export const temuOrderPage = z.object({
  rows: z.array(temuOrderRow),
  total: z.number().int(),
  counts: temuOrderCounts,
  /** Each working view's count under the filters (not the view or tab), beside Temu's own. */
  views: temuOrderViewCounts,
  /** Temu's statusNumMap / delayNumMap for the shops in scope, or null before a sync read them. */
  temuCounts: temuOrderTemuCounts.nullable(),
  /** 待支付 orders under the filters (not the view or tab): how many, and their cost as last priced. */
  unpaid: z.object({ count: z.number().int(), totalFen: z.number().int() }),
});
export type TemuOrderPage = z.infer<typeof temuOrderPage>;

// ── sync ─────────────────────────────────────────────────────────────────────
export const temuOrderSyncBody = z.object({
  shopId: z.number({ error: '店铺 id 必须是数字' }).int('店铺 id 必须是整数').positive('店铺 id 必须大于 0').optional(),
});
export const temuOrderSyncResult = z.object({ jobIds: z.array(z.number().int()) });
export const temuOrderSyncStatusQuery = z.object({
  ids: z.string().regex(/^\d{1,15}(,\d{1,15}){0,49}$/, '任务 id 列表格式不正确'),
});
export const temuOrderSyncStatus = z.array(syncJobState);

// ── paying ───────────────────────────────────────────────────────────────────
export const temuOrderIdsBody = z.object({
  ids: z
    .array(z.number({ error: '订单 id 必须是数字' }).int('订单 id 必须是整数').positive('订单 id 必须大于 0'), {
      error: '请选择订单',
    })
    .min(1, '请选择订单')
    .max(200, '一次最多 200 个订单'),
});
export type TemuOrderIdsBody = z.infer<typeof temuOrderIdsBody>;

export const temuOrderPreview = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      subPurchaseOrderSn: z.string(),
      state: z.enum(TEMU_ORDER_STATES),
      cost: temuOrderCost,
      /** Included in `totalFen`: awaiting payment and matched. */
      payable: z.boolean(),
      /** Why not, in Chinese, when not payable. */
      reason: z.string().nullable(),
      /** 付款截止 (Temu's deliver deadline less the blank's production days); the list is ordered by it. */
      payDeadlineAt: z.number().int().nullable(),
    }),
  ),
  discountPercent: z.number().int(),
  totalFen: z.number().int(),
  balanceFen: z.number().int(),
  /** What a top-up must add first (0 when the balance covers it). */
  shortfallFen: z.number().int(),
});
export type TemuOrderPreview = z.infer<typeof temuOrderPreview>;

export const temuOrderPayResult = z.object({
  /** Orders this request paid. */
  paid: z.number().int(),
  /** Orders that were already paid (a double click, another tab): nothing charged again. */
  alreadyPaid: z.number().int(),
  /** Debited by this request. */
  chargedFen: z.number().int(),
  balanceFen: z.number().int(),
});
export type TemuOrderPayResult = z.infer<typeof temuOrderPayResult>;

/** `data` of the 400 when the balance is short: the web opens top-up with `shortfallFen` filled in. */
export const temuOrderInsufficient = insufficientBalanceData;

// ── operator: production and shipping ───────────────────────────────────────
/** Operator endpoints (role admin); the console issue adds their screens. */
export const TEMU_ORDER_ADMIN_API = {
  /** 待生产 → 生产中 */
  startProduction: '/api/admin/orderTemu/startProduction',
  /** 生产中 → 待发货 */
  markProduced: '/api/admin/orderTemu/markProduced',
  /** 待发货 → 已发货: Temu's ship flow (staging → address → create → send) with carrier, tracking number, weight. */
  ship: '/api/admin/orderTemu/ship',
} as const;

export const temuOrderMoveResult = z.object({ moved: z.number().int() });
export const temuOrderShipBody = temuOrderIdsBody.extend({
  carrier: z.string({ error: '请填写物流公司' }).trim().min(1, '请填写物流公司').max(50, '物流公司最多 50 个字符'),
  trackingNo: z
    .string({ error: '请填写运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,50}$/, '运单号应为 4–50 位字母、数字或短横线'),
  weightG: z
    .number({ error: '包裹重量必须是数字（克）' })
    .int('包裹重量必须是整数（克）')
    .min(1, '包裹重量必须大于 0')
    .max(500_000, '包裹重量不能超过 500 kg'),
});
export type TemuOrderShipBody = z.infer<typeof temuOrderShipBody>;
export const temuOrderShipResult = z.object({
  shipments: z.array(z.object({ orderId: z.number().int(), deliveryOrderSn: z.string() })),
});
export type TemuOrderShipResult = z.infer<typeof temuOrderShipResult>;

/** Temu's ship-order status (bg.shiporderv2.get). */
export const TEMU_SHIP_STATUS_LABELS: Record<number, string> = {
  0: '待装箱发货',
  1: '待收货',
  2: '已收货',
  3: '已入库',
  4: '已退货',
  5: '已取消',
  6: '部分收货',
};

// ── logistics (header link) ──────────────────────────────────────────────────
export const TEMU_LOGISTICS_API = { page: '/api/orderTemu/logistics' } as const;

export const temuLogisticsQuery = pageQuery.extend({
  /** Sub purchase order number, ship-order number or tracking number (exact). */
  keyword: optionalText(64),
});
export const temuShipmentRow = z.object({
  orderId: z.number().int(),
  subPurchaseOrderSn: z.string(),
  shopName: z.string(),
  deliveryOrderSn: z.string().nullable(),
  carrier: z.string(),
  trackingNo: z.string(),
  weightG: z.number().int(),
  /** pending | sent | failed */
  state: z.string(),
  error: z.string().nullable(),
  temuStatus: z.number().int().nullable(),
  temuStatusText: z.string(),
  shippedAt: z.number().int().nullable(),
  /** The order's moves from 已发货 on (received, warehoused, completed, cancelled). */
  history: z.array(z.object({ stateText: z.string(), remark: z.string(), at: z.number().int() })),
});
export type TemuShipmentRow = z.infer<typeof temuShipmentRow>;
export const temuLogisticsPage = z.object({ rows: z.array(temuShipmentRow), total: z.number().int() });
