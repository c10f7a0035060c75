import { z } from 'zod';
import {
  movePurchaseOrder,
  ownShipOrders,
  parseShipOrder,
  RECEIVE_MS,
  type ShipDelivery,
  ShipOrderStatus,
} from '../../orders/ship';
import { PurchaseOrderStatus } from '../../orders/model';
import { PLATFORM_CARRIERS, SHIP_LIST, sellerAddress, warehouseById } from '../../orders/places';
import {
  bjDate,
  bjMs,
  inTransaction,
  int,
  newDocSn,
  params,
  refuse,
  sn,
  stableDigits,
  stableInt,
  str,
} from '../../orders/wire';
import { advanceRecord, findRecord, insertRecord } from '../../state/record-repository';
import type { TemuCall, TemuTypeHandler } from '../registry';
import { addressSchema } from './ship-create';

const DAY = 24 * 3600_000;
const matchSchema = z.looseObject({
  deliveryAddressId: int,
  subWarehouseId: int,
  receiveAddressInfo: addressSchema,
  deliveryOrderSns: z.array(sn).min(1),
  predictTotalPackageWeight: int.min(1),
  totalPackageNum: int.min(1),
  predictVolume: str.optional(),
  urgencyType: int.optional(),
});
const thirdParty = z.looseObject({
  expressCompanyId: int,
  expressCompanyName: str.min(1),
  predictId: int,
  predictTotalPackageWeight: int.min(1000).refine((g) => g % 1000 === 0, '总量必须大于等于1千克且为整千克值'),
  expectPickUpGoodsTime: int,
  expressPackageNum: int.min(1).optional(),
  pickupMethod: z.union([z.literal(0), z.literal(1)]).optional(),
  standbyExpress: z.boolean().optional(),
  selfDeliverSiteAddress: str.optional(),
  selfDeliverSitePhone: str.optional(),
  selfDeliverSiteCompanyCode: str.optional(),
  selfDeliverSiteUserCode: str.optional(),
  expressDeliverySn: str.optional(),
});
const selfDelivery = z.looseObject({
  driverName: str.min(1),
  plateNumber: str.min(1),
  deliveryContactNumber: str.optional(),
  deliveryContactAreaNo: str.optional(),
  expressPackageNum: int.min(1).optional(),
  driverUid: int.optional(),
  driverRecordId: int.optional(),
});
const ownCarrier = z.looseObject({
  expressCompanyId: int,
  expressCompanyName: str.min(1),
  expressDeliverySn: str.min(1),
  expressPackageNum: int.min(1).optional(),
});
const sendSchema = z.discriminatedUnion('deliverMethod', [
  z.looseObject({ deliverMethod: z.literal(2), thirdPartyDeliveryInfo: thirdParty }),
  z.looseObject({ deliverMethod: z.literal(1), selfDeliveryInfo: selfDelivery }),
  z.looseObject({ deliverMethod: z.literal(3), thirdPartyExpressDeliveryInfoVO: ownCarrier }),
]);
const sendCommon = z.looseObject({
  deliveryOrderSnList: z.array(sn).min(1),
  deliveryAddressId: int,
  deliverMethod: int,
  predictPackageVolume: str.optional(),
});

interface Quote {
  mallId: string;
  deliveryOrderSns: string[];
  expressCompanyId: number;
  slots: Array<{ bjDate: string; bjStartTime: string; bjEndTime: string }>;
}

/** Three pickup days from tomorrow (Beijing), 09:00–18:00. */
function slots(now: number) {
  return [1, 2, 3].map((d) => ({ bjDate: bjDate(now + d * DAY), bjStartTime: '09:00', bjEndTime: '18:00' }));
}

/** The caller's ship orders, all in `status`; anything else is refused by name. */
async function shipOrdersIn(c: TemuCall, sns: string[], status: number, what: string) {
  const mine = await ownShipOrders(c.db, c.mall!.mallId, sns);
  for (const s of sns) {
    const r = mine.get(s);
    if (!r) throw refuse(`发货单 ${s} 不存在`);
    if (r.status !== status) throw refuse(`发货单 ${s} ${what}`);
  }
  return mine;
}

async function match(c: TemuCall) {
  const p = params(matchSchema, c.params);
  const mine = await shipOrdersIn(c, p.deliveryOrderSns, ShipOrderStatus.CREATED, '不是待装箱发货状态');
  if (!warehouseById(p.subWarehouseId)) throw refuse(`收货子仓 ${p.subWarehouseId} 不存在`);
  for (const r of mine.values()) {
    const s = parseShipOrder(r.data);
    if (s.subWarehouseId !== p.subWarehouseId)
      throw refuse(`发货单 ${s.deliveryOrderSn} 的收货仓不是 ${p.subWarehouseId}`);
    if (s.deliveryAddressId !== p.deliveryAddressId)
      throw refuse(`发货单 ${s.deliveryOrderSn} 的发货地址不是 ${p.deliveryAddressId}`);
  }
  const list = [];
  for (const carrier of PLATFORM_CARRIERS) {
    const predictId = stableInt(
      `quote|${c.now}|${p.deliveryOrderSns.join(',')}|${carrier.expressCompanyId}|${Math.random()}`,
      10,
    );
    const quote: Quote = {
      mallId: c.mall!.mallId,
      deliveryOrderSns: p.deliveryOrderSns,
      expressCompanyId: carrier.expressCompanyId,
      slots: slots(c.now),
    };
    await insertRecord(
      c.db,
      { mallId: c.mall!.mallId, kind: 'quote', ref: String(predictId), status: 0, data: quote, dueAt: null },
      c.now,
    );
    list.push({
      expressCompanyId: carrier.expressCompanyId,
      expressCompanyName: carrier.expressCompanyName,
      predictId,
      minSupplierChargeAmount: carrier.min,
      maxSupplierChargeAmount: carrier.max,
      courierTimeType: carrier.courierTimeType,
      hasUsedThisLogistics: false,
      advantageDescList: [],
      carrierAttention: null,
      promisedDeliveryHourTime: carrier.courierTimeType === 1 ? '24' : '48',
      channelScheduleTimeList: quote.slots,
      tmsPickupVOList: [{ pickupMethod: 0 }],
    });
  }
  return { usePricePrivileges: false, mostUsedExpressCompany: null, list };
}

/** Checks the platform carrier booking against its quote; answers the delivery's carrier facts. */
async function platformDelivery(c: TemuCall, sns: string[], t: z.output<typeof thirdParty>) {
  const q = await findRecord(c.db, 'quote', String(t.predictId));
  const quote = q ? (JSON.parse(q.data) as Quote) : null;
  if (!quote || quote.mallId !== c.mall!.mallId) throw refuse(`predictId ${t.predictId} 不存在`);
  const carrier = PLATFORM_CARRIERS.find((x) => x.expressCompanyId === t.expressCompanyId);
  if (quote.expressCompanyId !== t.expressCompanyId || carrier?.expressCompanyName !== t.expressCompanyName) {
    throw refuse('物流公司与推荐物流 predictId 不符');
  }
  if (!sns.every((s) => quote.deliveryOrderSns.includes(s))) throw refuse('发货单与推荐物流 predictId 不符');
  const inSlot = quote.slots.some(
    (s) =>
      t.expectPickUpGoodsTime >= bjMs(s.bjDate, s.bjStartTime) &&
      t.expectPickUpGoodsTime <= bjMs(s.bjDate, s.bjEndTime),
  );
  if (!inSlot || t.expectPickUpGoodsTime <= c.now) throw refuse('预约取货时间不在可预约揽收时间内');
  return carrier;
}

async function send(c: TemuCall) {
  const common = params(sendCommon, c.params);
  const p = params(sendSchema, c.params);
  const mallId = c.mall!.mallId;
  if (common.deliveryAddressId !== sellerAddress(mallId).id)
    throw refuse(`发货地址 ${common.deliveryAddressId} 不存在`);
  const sns = [...new Set(common.deliveryOrderSnList)];
  const mine = await shipOrdersIn(c, sns, ShipOrderStatus.CREATED, '不是待装箱发货状态（已发货或已取消）');
  const ships = [...mine.values()]
    .sort((a, b) => a.ref.localeCompare(b.ref))
    .map((r) => ({ r, s: parseShipOrder(r.data) }));
  const first = ships[0]!.s;
  for (const { s } of ships) {
    if (!s.boxMarkPrinted) throw refuse(`发货单 ${s.deliveryOrderSn} 未打印箱唛`);
    if (s.deliveryAddressId !== common.deliveryAddressId)
      throw refuse(`发货单 ${s.deliveryOrderSn} 的发货地址不是 ${common.deliveryAddressId}`);
    if (s.subWarehouseId !== first.subWarehouseId) throw refuse('发货单的收货地址不一致，不能合并发货');
  }
  const expressBatchSn = newDocSn('EB', c.now);
  let delivery: ShipDelivery;
  if (p.deliverMethod === 2) {
    const t = p.thirdPartyDeliveryInfo;
    const carrier = await platformDelivery(c, sns, t);
    delivery = {
      deliverMethod: 2,
      expressCompanyId: carrier.expressCompanyId,
      expressCompany: carrier.expressCompanyName,
      expressDeliverySn: stableDigits(`waybill|${expressBatchSn}`, 12),
      expressBatchSn,
      expressPackageNum: t.expressPackageNum ?? ships.reduce((n, x) => n + x.s.packages.length, 0),
      predictTotalPackageWeight: t.predictTotalPackageWeight,
      expectPickUpGoodsTime: t.expectPickUpGoodsTime,
      driverName: null,
      plateNumber: null,
    };
  } else if (p.deliverMethod === 1) {
    const d = p.selfDeliveryInfo;
    delivery = {
      deliverMethod: 1,
      expressCompanyId: null,
      expressCompany: null,
      expressDeliverySn: null,
      expressBatchSn,
      expressPackageNum: d.expressPackageNum ?? ships.reduce((n, x) => n + x.s.packages.length, 0),
      predictTotalPackageWeight: null,
      expectPickUpGoodsTime: null,
      driverName: d.driverName,
      plateNumber: d.plateNumber,
    };
  } else {
    const d = p.thirdPartyExpressDeliveryInfoVO;
    // One's own carrier: a carrier of the dictionary (bg.logistics.company.get), id and name together.
    if (!SHIP_LIST.some((x) => x.shipId === d.expressCompanyId && x.shipName === d.expressCompanyName)) {
      throw refuse(`快递公司 ${d.expressCompanyId} ${d.expressCompanyName} 不存在`);
    }
    delivery = {
      deliverMethod: 3,
      expressCompanyId: d.expressCompanyId,
      expressCompany: d.expressCompanyName,
      expressDeliverySn: d.expressDeliverySn,
      expressBatchSn,
      expressPackageNum: d.expressPackageNum ?? ships.reduce((n, x) => n + x.s.packages.length, 0),
      predictTotalPackageWeight: null,
      expectPickUpGoodsTime: null,
      driverName: null,
      plateNumber: null,
    };
  }
  await inTransaction(c.db, async (db) => {
    for (const { r, s } of ships) {
      const sent = await advanceRecord(
        db,
        r,
        { status: ShipOrderStatus.SENT, data: { ...s, delivery, sentAt: c.now }, dueAt: c.now + RECEIVE_MS },
        c.now,
      );
      if (!sent) throw refuse(`发货单 ${s.deliveryOrderSn} 不是待装箱发货状态（已发货或已取消）`);
      await movePurchaseOrder(db, s.subPurchaseOrderSn, PurchaseOrderStatus.SHIPPED, c.now);
    }
  });
  return { expressBatchSn };
}

export const deliveryHandlers: TemuTypeHandler[] = [
  { type: 'bg.shiporderv3.logisticsmatch.get', zone: 'CN', handle: match },
  {
    type: 'bg.logistics.company.get',
    zone: 'CN',
    handle: async (c) => {
      params(z.looseObject({ partner: str.optional(), dataDigest: str.optional() }), c.params);
      return { shipList: SHIP_LIST };
    },
  },
  { type: 'bg.shiporder.packing.send', zone: 'CN', handle: send },
];
