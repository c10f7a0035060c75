import { randomBytes, randomInt } from 'node:crypto';
import type { Executor } from '../../db';
import { attributesOf } from './catalog';
import { onlyKeys } from './fields';
import type { SheinPathHandler } from './handlers';
import { paramError, parseSheinTime, sheinTime, UNSET_TIME } from './protocol';
import { settleShop, type StoredProduct } from './store';

/** order.purchase-order-infos.md: the statuses a 全托管 order takes (2 已下单 when raised). */
export const SANDBOX_SHEIN_ORDER_STATUSES = [2, 3, 4, 5, 7, 8, 10] as const;
const STATUS_NAME: Record<number, string> = {
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
const TYPE_NAME = { 1: '急采', 2: '备货' } as const;
const DAY = 86_400_000;

export interface SandboxSheinOrderLine {
  skc: string;
  skuCode: string;
  supplierCode: string;
  supplierSku: string;
  suffixZh: string;
  imgPath: string;
  price: number;
  orderQuantity: number;
}
export interface SandboxSheinOrder {
  orderNo: string;
  type: 1 | 2;
  spuName: string;
  customInfoId: string;
  lines: SandboxSheinOrderLine[];
}

/** One order of one SKC (急采 and 备货 orders each hold one SKC), every SKU of it. */
function buildOrder(p: StoredProduct, now: number, type: 1 | 2, custom: boolean): SandboxSheinOrder {
  const skc = p.skcs[randomInt(p.skcs.length)] as StoredProduct['skcs'][number];
  const attrs = attributesOf(p.productTypeId) ?? [];
  const text = (a: { attribute_id: number; attribute_value_id?: number }) =>
    attrs
      .find((x) => x.attribute_id === a.attribute_id)
      ?.attribute_value_info_list.find((v) => v.attribute_value_id === a.attribute_value_id)?.attribute_value ?? '';
  const sizeOf = (k: (typeof skc.skus)[number]) => k.saleAttributes.map(text).join('-');
  const img = skc.images.find((i) => i.image_type === 1)?.image_url ?? '';
  return {
    orderNo: `${type === 1 ? 'PA' : 'PB'}${sheinTime(now).replace(/\D/g, '').slice(2, 8)}${randomInt(1_000_000, 9_999_999)}`,
    type,
    spuName: p.spuName,
    customInfoId: custom ? randomBytes(16).toString('hex') : '',
    lines: skc.skus.map((k) => ({
      skc: skc.skcName,
      skuCode: k.skuCode,
      supplierCode: skc.supplierCode,
      supplierSku: k.supplierSku,
      suffixZh: [skc.colour, sizeOf(k)].filter(Boolean).join('-'),
      imgPath: img,
      price: Number(k.costPrice),
      orderQuantity: randomInt(1, 21),
    })),
  };
}

async function insertOrders(db: Executor, shopId: number, orders: SandboxSheinOrder[], now: number) {
  if (orders.length === 0) return;
  await db
    .insertInto('sandbox_shein_orders')
    .values(
      orders.map((o) => ({
        shop_id: shopId,
        order_no: o.orderNo,
        status: 2,
        data: JSON.stringify(o),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * Raises `perProduct` orders now for every approved product of the shop (the control endpoint). Submissions still
 * under review are approved first: the control endpoint stands for time passing. Returns how many.
 */
export async function raiseOrdersNow(
  db: Executor,
  shopId: number,
  perProduct: number,
  o: { type?: 1 | 2; custom?: boolean; now?: number } = {},
) {
  const now = o.now ?? Date.now();
  const products = (await settleShop(db, shopId, now, true)).filter((p) => p.approved && p.skcs.length > 0);
  // Without a type, a product's orders alternate 急采 / 备货: a 全托管 seller receives both (SYS 备货履约).
  const orders = products.flatMap((p) =>
    Array.from({ length: perProduct }, (_, i) =>
      buildOrder(p, now, o.type ?? (i % 2 === 0 ? 1 : 2), o.custom ?? false),
    ),
  );
  await insertOrders(db, shopId, orders, now);
  return orders.length;
}

/**
 * Shein raising urgent orders over time: an approved product whose `next_order_at` has come gets one order and its
 * clock moves on (a conditional update, so two readers raise it once). Ticked when the shop reads its orders.
 */
export async function tickSheinOrders(db: Executor, shopId: number, everyMs: number, now = Date.now()) {
  if (everyMs <= 0) return;
  await settleShop(db, shopId, now);
  const due = await db
    .selectFrom('sandbox_shein_products')
    .select(['id', 'data', 'next_order_at'])
    .where('shop_id', '=', shopId)
    .where('next_order_at', '<=', now)
    .execute();
  for (const p of due) {
    const product = JSON.parse(p.data) as StoredProduct;
    if (!product.approved) continue;
    const moved = await db
      .updateTable('sandbox_shein_products')
      .set({ next_order_at: now + everyMs })
      .where('id', '=', p.id)
      .where('next_order_at', '=', p.next_order_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) continue;
    // `now` decides what is due (tests pass a later one); the order is stamped with the real clock, so that an
    // updateTime window ending now finds it.
    const stamp = Math.min(now, Date.now());
    await insertOrders(db, shopId, [buildOrder(product, stamp, 1, false)], stamp);
  }
}

const QUERY_KEYS = [
  'orderNos',
  'skcs',
  'type',
  'supplierCodes',
  'combineTimeStart',
  'combineTimeEnd',
  'updateTimeStart',
  'updateTimeEnd',
  'pageNumber',
  'pageSize',
  'selectJitMother',
];
const intParam = (q: Record<string, string>, k: string, min: number, max: number, dflt: number) => {
  const v = q[k];
  if (v === undefined) return dflt;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw paramError(`${k} 需为 ${min}~${max} 的整数`);
  return Number(v);
};
const listParam = (q: Record<string, string>, k: string) => {
  const v = q[k];
  if (v === undefined) return null;
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw paramError(`${k} 不能为空`);
  if (list.length > 200) throw paramError(`${k} 最多 200 个`);
  return new Set(list);
};
/** A start/end pair in Beijing time, both or neither, end after start, at most 60 days. */
function windowParam(q: Record<string, string>, prefix: string) {
  const s = q[`${prefix}Start`];
  const e = q[`${prefix}End`];
  if (s === undefined && e === undefined) return null;
  if (s === undefined || e === undefined) throw paramError(`${prefix}Start 与 ${prefix}End 需同时传`);
  const from = parseSheinTime(s);
  const to = parseSheinTime(e);
  if (from === null || to === null) throw paramError(`${prefix}Start / ${prefix}End 格式需为 yyyy-MM-dd HH:mm:ss`);
  if (to < from) throw paramError(`${prefix}End 不能早于 ${prefix}Start`);
  if (to - from > 60 * DAY) throw paramError(`${prefix} 时间跨度不能超过 60 天`);
  return { from, to };
}

/** GET /open-api/order/purchase-order-infos (order.purchase-order-infos.md). */
export const purchaseOrdersHandler: SheinPathHandler = {
  path: '/open-api/order/purchase-order-infos',
  method: 'GET',
  input: 'query',
  family: 'main',
  language: 'order',
  async handle({ db, shop, query, orderEveryMs, now }) {
    onlyKeys(query, QUERY_KEYS, '查询参数');
    const type = query.type === undefined ? null : intParam(query, 'type', 1, 2, 0);
    const pageNumber = intParam(query, 'pageNumber', 1, 1_000_000, 1);
    const pageSize = intParam(query, 'pageSize', 1, 200, 20);
    intParam(query, 'selectJitMother', 1, 2, 2);
    const orderNos = listParam(query, 'orderNos');
    const skcs = listParam(query, 'skcs');
    const supplierCodes = listParam(query, 'supplierCodes');
    const combine = windowParam(query, 'combineTime');
    const update = windowParam(query, 'updateTime');
    // The pack: production always sends a filter or a window; a call with neither is not documented — refused.
    if (!orderNos && !skcs && !supplierCodes && !combine && !update)
      throw paramError('需传 orderNos / skcs / supplierCodes 或 combineTimeStart+End / updateTimeStart+End');
    await tickSheinOrders(db, shop.id, orderEveryMs, now);
    let q = db
      .selectFrom('sandbox_shein_orders')
      .select(['order_no', 'data', 'status', 'created_at', 'updated_at'])
      .where('shop_id', '=', shop.id);
    if (combine) q = q.where('created_at', '>=', combine.from).where('created_at', '<=', combine.to + 999);
    if (update) q = q.where('updated_at', '>=', update.from).where('updated_at', '<=', update.to + 999);
    const rows = (await q.orderBy('id').execute()).filter((r) => {
      const o = JSON.parse(r.data) as SandboxSheinOrder;
      return (
        (type === null || o.type === type) &&
        (!orderNos || orderNos.has(o.orderNo)) &&
        (!skcs || o.lines.some((l) => skcs.has(l.skc))) &&
        (!supplierCodes || o.lines.some((l) => supplierCodes.has(l.supplierCode)))
      );
    });
    const page = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return { count: rows.length, pageNo: pageNumber, pageSize, list: page.map((r) => orderView(r, shop.shopName)) };
  },
};

function orderView(r: { data: string; status: number; created_at: number; updated_at: number }, supplierName: string) {
  const o = JSON.parse(r.data) as SandboxSheinOrder;
  const status = Number(r.status);
  const added = sheinTime(Number(r.created_at));
  return {
    orderNo: o.orderNo,
    type: o.type,
    typeName: TYPE_NAME[o.type],
    status,
    statusName: STATUS_NAME[status] ?? '',
    currency: 'CNY',
    currencyName: '人民币元',
    currencyId: 156,
    supplierName,
    warehouseName: '佛山仓',
    storageId: 1,
    recommendedSubWarehouseId: 0,
    countryMarket: o.type === 2 ? 0 : null,
    prepareTypeId: 17,
    prepareTypeName: '备货单',
    urgentType: null,
    urgentTypeName: '',
    firstMark: 2,
    firstMarkName: '否',
    orderLabelInfo: [],
    goodsLevel: [],
    addTime: added,
    allocateTime: added,
    requestTakeParcelTime: o.type === 1 ? sheinTime(Number(r.created_at) + 2 * DAY) : '',
    requestReceiptTime: null,
    requestDeliveryTime: null,
    deliveryTime: UNSET_TIME,
    receiptTime: UNSET_TIME,
    checkTime: UNSET_TIME,
    storageTime: UNSET_TIME,
    returnTime: UNSET_TIME,
    reserveTime: UNSET_TIME,
    updateTime: sheinTime(Number(r.updated_at)),
    categoryName: '',
    orderMarkName: '正常备货',
    isJitMotherName: '否',
    // JIT fields (是/否 names, times): not JIT orders here.
    orderSupervisor: '',
    addUid: '',
    requestCompleteTime: null,
    isProductionCompletionName: null,
    isAllDeliveryName: null,
    isDeliveryName: null,
    isPriorProductionName: null,
    customInfoId: o.customInfoId,
    customInfo: null,
    orderExtends: o.lines.map((l) => ({
      skc: l.skc,
      skuCode: l.skuCode,
      supplierCode: l.supplierCode,
      supplierSku: l.supplierSku,
      suffixZh: l.suffixZh,
      price: l.price,
      needQuantity: null,
      orderQuantity: l.orderQuantity,
      deliveryQuantity: 0,
      receiptQuantity: 0,
      storageQuantity: 0,
      defectiveQuantity: 0,
      imgPath: l.imgPath,
      skuImg: '',
      remark: '',
      requestDeliveryQuantity: null,
      noRequestDeliveryQuantity: null,
      alreadyDeliveryQuantity: null,
    })),
  };
}
