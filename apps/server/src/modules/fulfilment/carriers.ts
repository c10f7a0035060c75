import { type QuoteOption, type QuoteResult, SHIPMENT_STATE_LABELS, type ShipmentState } from '@podbench/contract';
import type { LogisticsMatchGetResult } from '@podbench/temu';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { shipmentInScope, type ShipmentRow } from './repository';
import { type Scope, shopInScope } from './scope';
import { refuse, shopTemu, withCreateLag } from './temu';
import { addressRequest, type TemuAddress } from './warehouses';

/** One's own carriers: the dictionary bg.logistics.company.get (`shipId`, `shipName`). */
export async function ownCarriers(ctx: AppContext, scope: Scope, shopId: number) {
  const shop = await shopInScope(ctx.db, scope, shopId);
  const s = await shopTemu(ctx, shop.mainId, shop.shopId);
  const r = await s.t.logisticsCompanyGet({}).catch((err) => refuse(ctx, shop.shopId, err, '读取快递公司失败'));
  return r.shipList.map((c) => ({ shipId: Number(c.shipId), shipName: c.shipName }));
}

const TIME_TEXT: Record<number, string> = { 1: '次日达', 2: '隔日达', 99: '其它' };
const fen = (v: string | number | null | undefined) => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};
/** A Beijing-time (UTC+8) date and clock time as epoch ms. */
export const beijingMs = (date: string, hm: string) => Date.parse(`${date}T${hm}:00+08:00`);

export function toOptions(r: LogisticsMatchGetResult): QuoteOption[] {
  return r.list.map((c) => ({
    expressCompanyId: Number(c.expressCompanyId),
    expressCompanyName: c.expressCompanyName,
    predictId: Number(c.predictId),
    minFen: fen(c.minSupplierChargeAmount),
    maxFen: fen(c.maxSupplierChargeAmount),
    slots: (c.channelScheduleTimeList ?? []).map((s) => ({
      start: beijingMs(s.bjDate, s.bjStartTime),
      end: beijingMs(s.bjDate, s.bjEndTime),
      text: `${s.bjDate} ${s.bjStartTime}–${s.bjEndTime}`,
    })),
    timeText: c.courierTimeType ? (TIME_TEXT[c.courierTimeType] ?? '其它') : '其它',
    attention: c.carrierAttention ?? null,
  }));
}

/** Temu books whole kilograms, at least one (packing.send page; the SDK rounds up). */
export const bookedWeight = (g: number) => Math.max(1000, Math.ceil(g / 1000) * 1000);

export const openFhs = (ctx: AppContext, shipmentId: number) =>
  ctx.db
    .selectFrom('fulfilment_ship_orders')
    .select(['delivery_order_sn', 'order_id', 'temu_status'])
    .where('shipment_id', '=', shipmentId)
    // A cancel that stopped part-way leaves some FH cancelled (5): they are no longer the shipment's.
    .where((eb) => eb.or([eb('temu_status', 'is', null), eb('temu_status', '!=', 5)]))
    .orderBy('id')
    .execute();

/**
 * Quotes the platform carrier for a created shipment (bg.shiporderv3.logisticsmatch.get with the create's warehouse,
 * address, ship-from id, every FH, the weight and the box count), repeating while Temu still says the new FH is not
 * ready. The answer is kept so the booking names a carrier and predictId Temu quoted.
 */
export async function quoteShipment(ctx: AppContext, scope: Scope, id: number, weightG: number): Promise<QuoteResult> {
  const row = await shipmentInScope(ctx.db, scope, id);
  if (row.state !== 'created') throw badRequest(`发货单当前为「${stateText(row)}」，不能询价`);
  const fhs = await openFhs(ctx, id);
  const s = await shopTemu(ctx, Number(row.main_id), Number(row.shop_id));
  const r = await withCreateLag(() =>
    s.t.logisticsMatchGet({
      deliveryAddressId: Number(row.delivery_address_id),
      subWarehouseId: Number(row.sub_warehouse_id),
      receiveAddressInfo: addressRequest(JSON.parse(row.receive_address) as TemuAddress),
      deliveryOrderSns: fhs.map((f) => f.delivery_order_sn),
      predictTotalPackageWeight: weightG,
      totalPackageNum: (JSON.parse(row.boxes) as unknown[]).length,
    }),
  ).catch((err) => refuse(ctx, Number(row.shop_id), err, '物流询价失败'));
  const options = toOptions(r);
  const quotedAt = Date.now();
  await ctx.db
    .updateTable('fulfilment_shipments')
    .set({ quote: JSON.stringify(options), quoted_at: quotedAt, weight_g: weightG, updated_at: quotedAt })
    .where('id', '=', id)
    .execute();
  if (options.length === 0) throw badRequest('Temu 暂无可用的平台推荐物流，请改用自有物流');
  return { options, quotedAt };
}

export const stateText = (row: Pick<ShipmentRow, 'state'>) =>
  SHIPMENT_STATE_LABELS[row.state as ShipmentState] ?? row.state;
