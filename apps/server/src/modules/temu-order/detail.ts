import {
  TEMU_ORDER_STATE_LABELS,
  TEMU_SHIP_STATUS_LABELS,
  TEMU_SKU_QC_RESULT_LABELS,
  type TemuOrderDetail,
  type TemuOrderPrintFile,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { areaNameOf, designAreaNames } from '../design/area-names';
import { renderFileUrl } from '../design/urls';
import { shopNames } from '../online-product/shops';
import type { UrlSigner } from '../storage/url-signer';
import { orderExtras } from './order-extras';
import { findOrders, linesOf, type OrderRow, stateOf, toOrderRow } from './repository';
import { temuFieldsOf } from './temu-fields';

/** The design's print files and mockups at its current version (what production prints), signed for the browser. */
async function designFiles(db: Executor, o: OrderRow, signer: UrlSigner) {
  if (o.design_id === null) return { printFiles: [], mockupUrls: [] };
  const mainId = Number(o.main_id);
  const d = await db
    .selectFrom('designs')
    .select('version')
    .where('id', '=', Number(o.design_id))
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (!d) return { printFiles: [], mockupUrls: [] };
  const renders = await db
    .selectFrom('design_renders')
    .select(['kind', 'area_key', 'color', 'storage_key', 'width', 'height'])
    .where('design_id', '=', Number(o.design_id))
    .where('main_id', '=', mainId)
    .where('version', '=', Number(d.version))
    .where('kind', 'in', ['print', 'listing'])
    .orderBy('id')
    .execute();
  const names = await designAreaNames(db, Number(o.design_id));
  const printFiles: TemuOrderPrintFile[] = renders
    .filter((r) => r.kind === 'print')
    .map((r) => ({
      areaKey: r.area_key,
      areaName: areaNameOf(names, r.area_key),
      color: r.color,
      width: Number(r.width),
      height: Number(r.height),
      url: renderFileUrl(signer, mainId, r.storage_key),
    }));
  const mockupUrls = renders
    .filter((r) => r.kind === 'listing')
    .map((r) => renderFileUrl(signer, mainId, r.storage_key));
  return { printFiles, mockupUrls };
}

async function shipmentOf(db: Executor, orderId: number) {
  const s = await db
    .selectFrom('temu_shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!s) return null;
  return {
    deliveryOrderSn: s.delivery_order_sn,
    carrier: s.carrier,
    trackingNo: s.tracking_no,
    weightG: Number(s.weight_g),
    state: s.state,
    error: s.error,
    temuStatusText:
      s.temu_status === null ? '—' : (TEMU_SHIP_STATUS_LABELS[Number(s.temu_status)] ?? String(s.temu_status)),
    shippedAt: s.shipped_at === null ? null : Number(s.shipped_at),
  };
}

/** /order/orderTemu1: the order with its lines, print files, mockups, shipment and state history; 404 if not the seller's. */
export async function orderDetail(
  db: Executor,
  mainId: number,
  id: number,
  signer: UrlSigner,
): Promise<TemuOrderDetail> {
  const [o] = await findOrders(db, mainId, [id]);
  if (!o) throw notFound('订单不存在');
  const [lines, events, names, files, shipment, extras] = await Promise.all([
    linesOf(db, [id]),
    db.selectFrom('temu_order_events').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    shopNames(db, mainId),
    designFiles(db, o, signer),
    shipmentOf(db, id),
    orderExtras(db, [id]),
  ]);
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...toOrderRow(
      o,
      names.get(Number(o.shop_id)) ?? '',
      lines.flatMap((l) => (l.personal_text === null ? [] : [l.personal_text])),
      Date.now(),
      extras.get(id),
    ),
    originalPurchaseOrderSn: o.original_purchase_order_sn,
    cancelReason: o.cancel_reason,
    lines: lines.map((l) => ({
      productSkuId: l.product_sku_id,
      skuExtCode: l.sku_ext_code,
      spec: l.spec,
      quantity: Number(l.quantity),
      templateId: n(l.template_id),
      variantId: n(l.variant_id),
      designId: n(l.design_id),
      unitCostFen: n(l.unit_cost_fen),
      weightG: n(l.weight_g),
      deliverQuantity: n(l.deliver_quantity),
      realReceiveQuantity: n(l.real_receive_quantity),
      adviceQuantity: n(l.advice_quantity),
      purchaseUpLimit: n(l.purchase_up_limit),
      qcResult: n(l.qc_result),
      qcResultText:
        l.qc_result === null ? null : (TEMU_SKU_QC_RESULT_LABELS[Number(l.qc_result)] ?? String(l.qc_result)),
      customizationType: n(l.customization_type),
      processType: l.process_type,
      personalSkuId: l.personal_sku_id,
      personalText: l.personal_text,
    })),
    events: events.map((e) => ({
      fromState: e.from_state,
      toState: e.to_state,
      toStateText: TEMU_ORDER_STATE_LABELS[stateOf(e.to_state)],
      temuStatus: n(e.temu_status),
      actor: e.actor,
      remark: e.remark,
      createdAt: Number(e.created_at),
    })),
    ...files,
    shipment,
    temuFields: temuFieldsOf(o.temu_data),
  };
}
