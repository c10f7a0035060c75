import { z } from 'zod';
import { pageQuery } from './envelope';

/**
 * The shipping desk (发货台) on Temu's protocol (reference flows.md (b)): paid stock-up orders are put on Temu's desk
 * (bg.shiporder.staging.add), read back with their SKU lines and caps (staging.get) and receiving warehouse
 * (receiveaddressv2.get); the operator (or a seller who ships themselves) splits the SKUs of one warehouse's orders
 * into boxes and creates Temu ship orders (bg.shiporderv3.create, one FH per stock-up order); the platform carrier
 * is quoted (logisticsmatch) or an own carrier chosen (logistics.company.get); box marks are printed; the shipment is
 * booked (packing.send). Before booking it can be cancelled (bg.shiporder.cancel: its orders return to the desk).
 * Tracking follows bg.shiporderv2.get (a job); the platform carrier's waybill comes from express.note.get.
 *
 * A PodBench 发货单 (`shipment`) is one create request for one shop × receiving warehouse: it holds one Temu ship
 * order (FH) per stock-up order and the operator's physical boxes (a box may hold lines of several orders of the
 * warehouse; each order declares one Temu package per box holding its goods).
 *
 * Two scopes with the same sub-paths: the seller's own desk (`/api/fulfilment/*`, permission {@link
 * ORDER_SHIP_PERMISSION}) and the operator's console over every seller (`/api/admin/fulfilment/*`, role admin).
 */
const paths = (p: string) =>
  ({
    /** GET: the desk — orders on it grouped by shop × warehouse, and orders Temu refused. */
    desk: `${p}/desk`,
    /** POST: put paid orders on Temu's desk (staging.add type 4) and read their lines and warehouse. */
    deskAdd: `${p}/desk/add`,
    /** GET ?shopId: the shop's ship-from addresses (bg.mall.address.get). */
    addresses: `${p}/addresses`,
    /** GET ?shopId: the carrier dictionary for one's own carrier (bg.logistics.company.get). */
    carriers: `${p}/carriers`,
    /** GET: shipments, newest first. */
    shipments: `${p}/shipments`,
    /** GET ?id: one shipment with its ship orders and boxes. */
    shipment: `${p}/shipments/detail`,
    /** POST: boxes → Temu ship orders (bg.shiporderv3.create). Idempotent per `requestKey`. */
    create: `${p}/shipments/create`,
    /** POST: quote the platform carrier (bg.shiporderv3.logisticsmatch.get): price, pickup slots. */
    quote: `${p}/shipments/quote`,
    /**
     * GET ?id: what the box-mark printer needs (the FH numbers, boxes); the label module prints through
     * bg.logistics.boxmarkinfo.get and then reports with {@link TemuShippingPaths.boxMarksPrinted}.
     */
    boxMarks: `${p}/shipments/boxMarks`,
    /** POST {id}: the box marks of this shipment were printed (booking requires it). */
    boxMarksPrinted: `${p}/shipments/boxMarksPrinted`,
    /** POST: book the carrier (bg.shiporder.packing.send) — irreversible; orders become 已发货. */
    book: `${p}/shipments/book`,
    /** POST {id}: cancel every ship order of a shipment not yet booked; its orders return to the desk. */
    cancel: `${p}/shipments/cancel`,
    /** POST {shopId?}: queue a tracking sync (bg.shiporderv2.get) of open shipments; answers job ids. */
    track: `${p}/shipments/track`,
    /**
     * GET ?id: the platform carrier's waybill labels (bg.shiporder.express.note.get); an own carrier's booking answers
     * its carrier and tracking number with no labels (the carrier prints its own).
     */
    waybill: `${p}/shipments/waybill`,
    /**
     * GET ?id&childWaybillSn: one waybill label as a PDF. The server asks express.note.get for a fresh URL (they last
     * about an hour) and downloads it with the shop's signed headers (Temu doc 121), which a browser cannot send.
     */
    waybillPdf: `${p}/shipments/waybillPdf`,
  }) as const;
export type TemuShippingPaths = ReturnType<typeof paths>;

export const TEMU_SHIPPING_API = paths('/api/fulfilment');
export const TEMU_SHIPPING_ADMIN_API = paths('/api/admin/fulfilment');

/** The sub-account permission for the seller's own desk (the main account holds every permission). */
export const ORDER_SHIP_PERMISSION = 'order:ship';

/** Temu's per-order codes of staging.add `joinErrorList`: 60001 = already on the desk (counts as added). */
export const TEMU_DESK_ALREADY_JOINED = 60001;

const id = (what: string) =>
  z
    .number({ error: `${what} id 必须是数字` })
    .int(`${what} id 必须是整数`)
    .positive(`${what} id 必须大于 0`);
const idQ = (what: string) =>
  z.coerce
    .number({ error: `${what} id 必须是数字` })
    .int(`${what} id 必须是整数`)
    .positive(`${what} id 必须大于 0`);
/** Temu's own ids (warehouse, address, SKU, carrier, predict) exceed 2^31 but stay below 2^53. */
const temuId = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .positive(`${what}必须大于 0`)
    .max(Number.MAX_SAFE_INTEGER, `${what}无效`);
const qty = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .min(1, `${what}至少为 1`)
    .max(100_000, `${what}不能超过 100000`);

export const DESK_MAX_ORDERS = 200;
export const SHIPMENT_MAX_ORDERS = 100;
export const SHIPMENT_MAX_BOXES = 200;

// ── desk ─────────────────────────────────────────────────────────────────────
export const deskQuery = z.object({ shopId: idQ('店铺').optional() });

export const deskAddBody = z.object({
  orderIds: z
    .array(id('订单'), { error: '请选择订单' })
    .min(1, '请选择订单')
    .max(DESK_MAX_ORDERS, `一次最多加入 ${DESK_MAX_ORDERS} 个订单`),
});
export type DeskAddBody = z.infer<typeof deskAddBody>;

export const deskRefusal = z.object({
  orderId: z.number().int(),
  subPurchaseOrderSn: z.string(),
  /** Temu's joinErrorList code (null when refused before Temu, e.g. unpaid). */
  errorCode: z.number().int().nullable(),
  /** Chinese, with Temu's own message when it gave one. */
  message: z.string(),
});
export type DeskRefusal = z.infer<typeof deskRefusal>;
export const deskAddResult = z.object({
  /** Newly on the desk. */
  added: z.array(z.number().int()),
  /** Already there (60001, or already on our desk). */
  already: z.array(z.number().int()),
  refused: z.array(deskRefusal),
});
export type DeskAddResult = z.infer<typeof deskAddResult>;

/** A warehouse address as Temu gives it (receiveaddressv2 `receiveAddressInfo`). */
export const receiveAddress = z.object({
  provinceName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  detailAddress: z.string(),
  receiverName: z.string(),
  phone: z.string(),
});
export type ReceiveAddress = z.infer<typeof receiveAddress>;

/** One SKU line of an order on the desk (staging.get `orderDetailVOList[]`). */
export const deskLine = z.object({
  productSkuId: z.number().int(),
  color: z.string(),
  size: z.string(),
  personalText: z.string().nullable(),
  purchaseQuantity: z.number().int(),
  /** skuDeliveryQuantityMaxLimit: the most that may be shipped. */
  maxQuantity: z.number().int(),
});
export type DeskLine = z.infer<typeof deskLine>;
export const deskOrder = z.object({
  orderId: z.number().int(),
  subPurchaseOrderSn: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  sellerName: z.string(),
  lines: z.array(deskLine),
  /** Epoch ms: Temu's latest delivery time, or null. */
  deliverBy: z.number().int().nullable(),
});
export type DeskOrder = z.infer<typeof deskOrder>;
export const deskGroup = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  subWarehouseId: z.number().int(),
  warehouseName: z.string(),
  receiveAddress: receiveAddress,
  orders: z.array(deskOrder),
});
export type DeskGroup = z.infer<typeof deskGroup>;
export const deskView = z.object({ groups: z.array(deskGroup), refused: z.array(deskRefusal) });
export type DeskView = z.infer<typeof deskView>;

// ── ship-from addresses and carriers ─────────────────────────────────────────
export const shopQuery = z.object({ shopId: idQ('店铺') });
export const shipFromAddress = z.object({
  /** Temu's address id → deliveryAddressId. */
  id: z.number().int(),
  isDefault: z.boolean(),
  label: z.string(),
  text: z.string(),
});
export type ShipFromAddress = z.infer<typeof shipFromAddress>;
export const shipFromAddresses = z.object({ rows: z.array(shipFromAddress) });

export const ownCarrier = z.object({ shipId: z.number().int(), shipName: z.string() });
export const ownCarriers = z.object({ rows: z.array(ownCarrier) });

// ── shipments ────────────────────────────────────────────────────────────────
export const SHIPMENT_STATES = [
  'creating',
  'created',
  'booking',
  'booked',
  'received',
  'warehoused',
  'cancelling',
  'cancelled',
  'failed',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
export const SHIPMENT_STATE_LABELS: Record<ShipmentState, string> = {
  creating: '创建中',
  created: '待发货',
  booking: '发货中',
  booked: '已发货',
  received: '已收货',
  warehoused: '已入库',
  cancelling: '取消中',
  cancelled: '已取消',
  failed: '创建失败',
};

export const boxItem = z.object({
  orderId: id('订单'),
  productSkuId: temuId('SKU id '),
  quantity: qty('装箱数量'),
});
export const shipmentCreateBody = z.object({
  /** One per opening of the create dialog: a double click or a retry creates once. */
  requestKey: z.string({ error: '请求标识无效' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识无效'),
  shopId: id('店铺'),
  subWarehouseId: temuId('收货仓 id '),
  /** Ship-from address (bg.mall.address.get id). */
  deliveryAddressId: temuId('发货地址 id '),
  /** The operator's boxes; every line of every order in them is shipped with the sum of its box quantities. */
  boxes: z
    .array(z.object({ items: z.array(boxItem, { error: '箱子不能为空' }).min(1, '箱子不能为空').max(500) }), {
      error: '请至少装一箱',
    })
    .min(1, '请至少装一箱')
    .max(SHIPMENT_MAX_BOXES, `一次最多 ${SHIPMENT_MAX_BOXES} 箱`),
});
export type ShipmentCreateBody = z.infer<typeof shipmentCreateBody>;

export const shipmentBox = z.object({
  no: z.number().int(),
  items: z.array(
    z.object({
      orderId: z.number().int(),
      subPurchaseOrderSn: z.string(),
      productSkuId: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export const shipOrderRow = z.object({
  orderId: z.number().int(),
  subPurchaseOrderSn: z.string(),
  deliveryOrderSn: z.string(),
  /** bg.shiporderv2.get status (TEMU_SHIP_STATUS_LABELS), null before the first read. */
  temuStatus: z.number().int().nullable(),
  temuStatusText: z.string(),
});
export const shipmentCarrier = z.object({
  /** 2 平台推荐物流, 3 自行委托第三方物流 (packing.send deliverMethod). */
  deliverMethod: z.number().int(),
  expressCompanyId: z.number().int(),
  expressCompanyName: z.string(),
  expressDeliverySn: z.string().nullable(),
  expressBatchSn: z.string().nullable(),
  weightG: z.number().int().nullable(),
  pickupAt: z.number().int().nullable(),
});
export const shipment = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  sellerName: z.string(),
  subWarehouseId: z.number().int(),
  warehouseName: z.string(),
  receiveAddress: receiveAddress,
  deliveryAddressId: z.number().int(),
  state: z.enum(SHIPMENT_STATES),
  stateText: z.string(),
  error: z.string().nullable(),
  boxes: z.array(shipmentBox),
  shipOrders: z.array(shipOrderRow),
  boxMarksPrintedAt: z.number().int().nullable(),
  carrier: shipmentCarrier.nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Shipment = z.infer<typeof shipment>;

export const shipmentsQuery = pageQuery.extend({
  shopId: idQ('店铺').optional(),
  state: z.enum(SHIPMENT_STATES, { error: '发货单状态不正确' }).optional(),
});
export const shipmentsPage = z.object({ rows: z.array(shipment), total: z.number().int() });
export type ShipmentsPage = z.infer<typeof shipmentsPage>;
export const shipmentIdQuery = z.object({ id: idQ('发货单') });
export const waybillPdfQuery = z.object({
  id: idQ('发货单'),
  childWaybillSn: z
    .string({ error: '请选择子运单' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, '子运单号格式不正确'),
});
export type WaybillPdfQuery = z.infer<typeof waybillPdfQuery>;
export const shipmentIdBody = z.object({ id: id('发货单') });

// ── platform carrier quote ───────────────────────────────────────────────────
export const quoteBody = z.object({
  id: id('发货单'),
  /** Estimated total weight in grams (Temu books whole kilograms, at least 1 kg). */
  weightG: z
    .number({ error: '预估重量必须是数字（克）' })
    .int('预估重量必须是整数（克）')
    .min(1, '预估重量必须大于 0')
    .max(1_000_000, '预估重量不能超过 1000 kg'),
});
export type QuoteBody = z.infer<typeof quoteBody>;
export const quoteOption = z.object({
  expressCompanyId: z.number().int(),
  expressCompanyName: z.string(),
  predictId: z.number().int(),
  /** Fen, from Temu's 元 strings; null when Temu gives none. */
  minFen: z.number().int().nullable(),
  maxFen: z.number().int().nullable(),
  /** Pickup slots as epoch ms (Beijing time converted). */
  slots: z.array(z.object({ start: z.number().int(), end: z.number().int(), text: z.string() })),
  /** 次日达 / 隔日达 / 其它 */
  timeText: z.string(),
  attention: z.string().nullable(),
});
export type QuoteOption = z.infer<typeof quoteOption>;
export const quoteResult = z.object({ options: z.array(quoteOption), quotedAt: z.number().int() });
export type QuoteResult = z.infer<typeof quoteResult>;

// ── box marks (the label module's side) ──────────────────────────────────────
export const boxMarkTargets = z.object({
  shipmentId: z.number().int(),
  shopId: z.number().int(),
  /** For bg.logistics.boxmarkinfo.get `deliveryOrderSnList`. */
  deliveryOrderSns: z.array(z.string()),
  boxes: z.number().int(),
  printedAt: z.number().int().nullable(),
});
export type BoxMarkTargets = z.infer<typeof boxMarkTargets>;

// ── booking ──────────────────────────────────────────────────────────────────
export const bookBody = z.discriminatedUnion(
  'method',
  [
    z.object({
      id: id('发货单'),
      /** Temu's platform carrier (deliverMethod 2), from the last quote. */
      method: z.literal('platform'),
      predictId: temuId('报价 id '),
      /** Epoch ms inside one of the quote's pickup slots. */
      pickupAt: z.number({ error: '请选择揽收时间' }).int('揽收时间无效').positive('请选择揽收时间'),
      weightG: quoteBody.shape.weightG,
    }),
    z.object({
      id: id('发货单'),
      /** One's own carrier (deliverMethod 3) from the carrier dictionary, with its tracking number. */
      method: z.literal('own'),
      shipId: temuId('快递公司 id '),
      trackingNo: z
        .string({ error: '请填写运单号' })
        .trim()
        .regex(/^[A-Za-z0-9-]{4,50}$/, '运单号应为 4–50 位字母、数字或短横线'),
    }),
  ],
  { error: '发货方式只能是平台物流或自有物流' },
);
export type BookBody = z.infer<typeof bookBody>;

export const trackBody = z.object({ shopId: id('店铺').optional() });
export const trackResult = z.object({ jobIds: z.array(z.number().int()) });

export const waybillResult = z.object({
  expressCompanyId: z.number().int(),
  expressDeliverySn: z.string(),
  labels: z.array(z.object({ childWaybillSn: z.string(), url: z.string() })),
});
export type WaybillResult = z.infer<typeof waybillResult>;
