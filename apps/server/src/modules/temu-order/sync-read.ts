import { createHash } from 'node:crypto';
import type { PurchaseOrder, PurchaseOrdersGetResult, StagingGetResult, TemuTypedCalls } from '@podbench/temu';
import type { Executor } from '../../db';
import type { MatchedLine, RemoteLine } from './match';

/** The typed calls an order sync makes through one shop (a client's `forShop(…)`, or a test gateway's). */
export interface OrderSyncCaller {
  types: Pick<TemuTypedCalls, 'purchaseOrdersGet' | 'stagingGet'>;
}

/** What we keep of a line beyond what matching needs (bg.purchaseorderv2.get skuQuantityDetailList[]). */
export interface LineExtra {
  fulfilmentSkuId: string | null;
  deliverQuantity: number | null;
  realReceiveQuantity: number | null;
  adviceQuantity: number | null;
  purchaseUpLimit: number | null;
  qcResult: number | null;
  customizationType: number | null;
  processType: string | null;
}

export interface RemoteOrder {
  sn: string;
  originalSn: string | null;
  productName: string;
  skcId: string;
  picture: string | null;
  status: number;
  purchaseTime: number;
  lines: RemoteLine[];
  extras: LineExtra[];
  /** The columns the list filters on, read from Temu's documented fields. */
  columns: {
    urgency_type: number;
    purchase_stock_type: number;
    settlement_type: number;
    is_custom: number;
    is_first: number;
    can_join_deliver: number;
    expect_deliver_at: number | null;
    expect_arrival_at: number | null;
    receive_warehouse_name: string | null;
    delivery_order_sn: string | null;
    temu_data: string;
  };
  hash: string;
}

const numOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const flag = (v: unknown) => (v === true || v === 1 ? 1 : 0);

/** processTypeVO → "单一工艺 · 皮具/布艺定制工艺 · 数码直喷" (null when Temu sent none). */
type Sku = NonNullable<PurchaseOrder['skuQuantityDetailList']>[number];
export function processTypeText(p: Sku['processTypeVO']): string | null {
  if (!p) return null;
  const parts = [p.processTypeDesc, p.firstProcessTypeDesc, ...(p.secondProcessTypeDesc ?? [])].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
  return parts.length ? parts.join(' · ').slice(0, 500) : null;
}

/** One order of bg.purchaseorderv2.get as we store it: every documented field kept (`temu_data`), hashed. */
export function readRemote(o: PurchaseOrder): RemoteOrder {
  const skus = o.skuQuantityDetailList ?? [];
  const lines: RemoteLine[] = skus.map((l) => ({
    productSkuId: String(l.productSkuId),
    extCode: l.extCode ?? '',
    spec: l.className ?? '',
    quantity: Number(l.purchaseQuantity ?? 0),
  }));
  const extras: LineExtra[] = skus.map((l) => ({
    fulfilmentSkuId:
      l.fulfilmentProductSkuId === null || l.fulfilmentProductSkuId === undefined
        ? null
        : String(l.fulfilmentProductSkuId),
    deliverQuantity: numOrNull(l.deliverQuantity),
    realReceiveQuantity: numOrNull(l.realReceiveAuthenticQuantity),
    adviceQuantity: numOrNull(l.adviceQuantity),
    purchaseUpLimit: numOrNull(l.purchaseUpLimit),
    qcResult: numOrNull(l.qcResult),
    customizationType: numOrNull(l.customizationType),
    processType: processTypeText(l.processTypeVO),
  }));
  const d = o.deliverInfo ?? null;
  const temuData = JSON.stringify(o);
  return {
    sn: o.subPurchaseOrderSn,
    originalSn: o.originalPurchaseOrderSn ?? null,
    productName: o.productName ?? '',
    skcId: String(o.productSkcId),
    picture: o.productSkcPicture ?? null,
    status: Number(o.status),
    purchaseTime: Number(o.purchaseTime ?? 0),
    lines,
    extras,
    columns: {
      urgency_type: Number(o.urgencyType ?? 0),
      purchase_stock_type: Number(o.purchaseStockType ?? 0),
      settlement_type: Number(o.settlementType ?? 0),
      is_custom: flag(o.isCustomProduct),
      is_first: flag(o.isFirst),
      can_join_deliver: flag(o.isCanJoinDeliverPlatform),
      expect_deliver_at: numOrNull(d?.expectLatestDeliverTimeOrDefault),
      expect_arrival_at: numOrNull(d?.expectLatestArrivalTimeOrDefault),
      receive_warehouse_name: d?.receiveWarehouseName ? d.receiveWarehouseName.slice(0, 200) : null,
      delivery_order_sn: (o.deliveryOrderSn ?? d?.deliveryOrderSn ?? null)?.slice(0, 64) ?? null,
      temu_data: temuData,
    },
    // Everything Temu sent: a change in any documented field (a deadline, a qcResult, the FH) rewrites the order.
    hash: createHash('sha256').update(temuData).digest('hex'),
  };
}

const extraColumns = (x: LineExtra | undefined) => ({
  fulfilment_sku_id: x?.fulfilmentSkuId ?? null,
  deliver_quantity: x?.deliverQuantity ?? null,
  real_receive_quantity: x?.realReceiveQuantity ?? null,
  advice_quantity: x?.adviceQuantity ?? null,
  purchase_up_limit: x?.purchaseUpLimit ?? null,
  qc_result: x?.qcResult ?? null,
  customization_type: x?.customizationType ?? null,
  process_type: x?.processType ?? null,
});

export const lineRows = (orderId: number, lines: MatchedLine[], extras: LineExtra[]) =>
  lines.map((l, k) => ({
    order_id: orderId,
    product_sku_id: l.productSkuId,
    sku_ext_code: l.extCode.slice(0, 64),
    spec: l.spec.slice(0, 200),
    quantity: l.quantity,
    template_id: l.templateId,
    variant_id: l.variantId,
    design_id: l.designId,
    unit_cost_fen: l.unitCostFen,
    weight_g: l.weightG,
    ...extraColumns(extras[k]),
  }));

/** A paid order keeps its lines and cost; Temu's counters on them (delivered, received, qcResult) still follow. */
export async function updateLineCounters(db: Executor, orderId: number, o: RemoteOrder) {
  for (const [k, l] of o.lines.entries()) {
    await db
      .updateTable('temu_order_lines')
      .set(extraColumns(o.extras[k]))
      .where('order_id', '=', orderId)
      .where('product_sku_id', '=', l.productSkuId)
      .execute();
  }
}

/** Keeps the shop's statusNumMap / delayNumMap / todayCanDeliverNum (SDK-only: absent ones are stored as null). */
export async function saveTemuCounts(
  db: Executor,
  shop: { id: number; mainId: number },
  r: PurchaseOrdersGetResult,
  now: number,
) {
  const values = {
    status_num_map: r.statusNumMap ? JSON.stringify(r.statusNumMap) : null,
    delay_num_map: r.delayNumMap ? JSON.stringify(r.delayNumMap) : null,
    today_can_deliver_num: numOrNull(r.todayCanDeliverNum),
    counts_at: now,
  };
  await db
    .insertInto('temu_order_sync')
    .values({ shop_id: shop.id, main_id: shop.mainId, watermark: 0, synced_at: now, ...values })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet(values))
    .execute();
}

/** Orders of the shop the staging desk may hold whose customisation text is not read yet (paid, Temu status 1). */
const STAGING_CHUNK = 20;

/**
 * Records what bg.shiporder.staging.get says about orders on the shop's desk: per line the customised SKU id
 * (`productSkuId`) and its customisation (`personalText`). A desk line names our line by its base SKU
 * (`productOriginalSkuId`) or by the same SKU id; several customised SKUs of one base SKU are joined in desk order.
 * Exported for the shipping desk, which reads staging.get itself.
 */
export async function savePersonalTexts(db: Executor, shopId: number, list: StagingGetResult['list'], now: number) {
  for (const entry of list) {
    const sn = entry.subPurchaseOrderBasicVO.subPurchaseOrderSn;
    const order = await db
      .selectFrom('temu_orders')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('sub_purchase_order_sn', '=', sn)
      .executeTakeFirst();
    if (!order) continue;
    const lines = await db
      .selectFrom('temu_order_lines')
      .select(['id', 'product_sku_id'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const byLine = new Map<number, { ids: string[]; texts: string[] }>();
    entry.orderDetailVOList.forEach((d, k) => {
      const base =
        d.productOriginalSkuId === null || d.productOriginalSkuId === undefined ? null : String(d.productOriginalSkuId);
      const line =
        lines.find((l) => l.product_sku_id === base) ??
        lines.find((l) => l.product_sku_id === String(d.productSkuId)) ??
        (lines.length === entry.orderDetailVOList.length ? lines[k] : lines.length === 1 ? lines[0] : undefined);
      if (!line) return;
      const acc = byLine.get(Number(line.id)) ?? { ids: [], texts: [] };
      acc.ids.push(String(d.productSkuId));
      if (d.personalText) acc.texts.push(d.personalText);
      byLine.set(Number(line.id), acc);
    });
    for (const [id, acc] of byLine) {
      await db
        .updateTable('temu_order_lines')
        .set({ personal_sku_id: acc.ids.join(','), personal_text: acc.texts.length ? acc.texts.join('\n') : null })
        .where('id', '=', id)
        .execute();
    }
    await db.updateTable('temu_orders').set({ staging_read_at: now }).where('id', '=', order.id).execute();
  }
}

/**
 * Reads the customisation text of the shop's paid customised orders that Temu holds on the shipping desk (status 1),
 * once per order: bg.shiporder.staging.get filtered by their WB numbers, 20 at a time. Unpaid orders are not on our
 * desk yet, so a sync of new orders makes no staging call. Answers the calls made and the first failure (which ends
 * the reading, never the sync).
 */
export async function readPersonalTexts(db: Executor, c: OrderSyncCaller, shopId: number, now: number) {
  const open = await db
    .selectFrom('temu_orders')
    .select('sub_purchase_order_sn')
    .where('shop_id', '=', shopId)
    .where('is_custom', '=', 1)
    .where('temu_status', '=', 1)
    .where('state', 'in', ['to_produce', 'producing', 'to_ship'])
    .where('staging_read_at', 'is', null)
    .orderBy('id')
    .limit(400)
    .execute();
  let calls = 0;
  for (let i = 0; i < open.length; i += STAGING_CHUNK) {
    const sns = open.slice(i, i + STAGING_CHUNK).map((o) => o.sub_purchase_order_sn);
    calls++;
    try {
      const r = await c.types.stagingGet({ pageNo: 1, pageSize: STAGING_CHUNK, subPurchaseOrderSnList: sns });
      await savePersonalTexts(db, shopId, r.list, now);
    } catch (err) {
      // The texts are extra to the order sync: a desk Temu will not read now is read again by the next sync.
      return { calls, error: err instanceof Error ? err.message : String(err) };
    }
  }
  return { calls, error: null };
}
