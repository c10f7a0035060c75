import type { WaybillResult } from '@podbench/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { shipmentInScope } from './repository';
import type { Scope } from './scope';
import { refuse, type ShopTemu, shopTemu } from './temu';

/**
 * The platform carrier's waybill labels (bg.shiporder.express.note.get) for a booked shipment: Temu's tracking number
 * (from the tracking job, or read now from bg.shiporderv2.get) and carrier id; an own carrier's booking has no Temu
 * labels. Each label URL is a PDF that Temu serves
 * to a header-signed GET (app-key, access-token, timestamp, sign) within about an hour.
 */
export async function shipmentWaybill(ctx: AppContext, scope: Scope, id: number): Promise<WaybillResult> {
  return (await readWaybill(ctx, scope, id)).result;
}

/**
 * One label of the shipment's waybill as PDF bytes: a fresh express.note.get (its URLs last about an hour), then the
 * header-signed download. A label number the answer does not hold is a 404 in Chinese.
 */
export async function shipmentWaybillPdf(
  ctx: AppContext,
  scope: Scope,
  id: number,
  childWaybillSn: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { result, shop } = await readWaybill(ctx, scope, id);
  const label = result.labels.find((l) => l.childWaybillSn === childWaybillSn);
  if (!label || !shop) throw notFound('该发货单没有这张面单');
  const bytes = await shop.downloadWaybill(label.url).catch((err) => refuse(ctx, shop.shopId, err, '下载物流面单失败'));
  return { fileName: `面单-${childWaybillSn}.pdf`, bytes };
}

async function readWaybill(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<{ result: WaybillResult; shop: ShopTemu | null }> {
  const row = await shipmentInScope(ctx.db, scope, id);
  if (!['booked', 'received', 'warehoused'].includes(row.state)) throw badRequest('发货单尚未发货，没有物流面单');
  if (row.express_company_id === null) throw badRequest('发货单尚未发货，没有物流面单');
  // One's own carrier prints its own waybill: Temu has none for it.
  if (Number(row.deliver_method) !== 2) {
    return {
      result: {
        expressCompanyId: Number(row.express_company_id),
        expressDeliverySn: row.express_delivery_sn ?? '',
        labels: [],
      },
      shop: null,
    };
  }
  const shopId = Number(row.shop_id);
  const s = await shopTemu(ctx, Number(row.main_id), shopId);
  let sn = row.express_delivery_sn;
  if (!sn) {
    const fh = await ctx.db
      .selectFrom('fulfilment_ship_orders')
      .select('delivery_order_sn')
      .where('shipment_id', '=', id)
      .orderBy('id')
      .executeTakeFirst();
    if (fh) {
      const r = await s.t
        .shipOrdersGet({ pageNo: 1, pageSize: 20, deliveryOrderSnList: [fh.delivery_order_sn] })
        .catch((err) => refuse(ctx, shopId, err, '读取物流面单失败'));
      sn = r.list[0]?.expressDeliverySn || null;
    }
    if (!sn) throw badRequest('平台尚未分配快递单号，请稍后再试');
    await ctx.db.updateTable('fulfilment_shipments').set({ express_delivery_sn: sn }).where('id', '=', id).execute();
  }
  const companyId = Number(row.express_company_id);
  const r = await s.t
    .expressNoteGet({ expressCompanyId: companyId, expressDeliverySn: sn })
    .catch((err) => refuse(ctx, shopId, err, '读取物流面单失败'));
  return {
    result: {
      expressCompanyId: companyId,
      expressDeliverySn: sn,
      labels: r.tmsChildWaybillSnNoteDetails.map((d) => ({
        childWaybillSn: d.childWaybillSn,
        url: d.childWaybillNote,
      })),
    },
    shop: s,
  };
}
