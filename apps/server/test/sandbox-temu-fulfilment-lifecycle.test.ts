import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { type RawShop, rawTemu } from './sandbox-temu-client';
import { createShipOrders, type Obj, ok, raise, shopWithOrders } from './sandbox-temu-fulfilment-fixtures';

const t = await useTestApp();
const temu = rawTemu(t);
const db = t.runtime.ctx.db;
vi.setConfig({ testTimeout: 120_000 });

const track = async (shop: RawShop, p: Obj) =>
  (await ok(temu, 'CN', 'bg.shiporderv2.get', shop, { pageNo: 1, pageSize: 100, ...p })).list as Obj[];
const orders = async (shop: RawShop, sns: string[]) =>
  new Map<string, Obj>(
    (
      (await ok(temu, 'CN', 'bg.purchaseorderv2.get', shop, { pageNo: 1, pageSize: 100, subPurchaseOrderSnList: sns }))
        .subOrderForSupplierList as Obj[]
    ).map((o) => [o.subPurchaseOrderSn, o]),
  );
const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('sandbox Temu ship-order lifecycle (stage → create → print → book → receive; cancel before booking)', () => {
  let shop: RawShop;
  let productId: number;
  let sns: string[];

  beforeAll(async () => {
    // Six orders raised at once alternate between the two receiving warehouses.
    ({ shop, sns, productId } = await shopWithOrders(t, temu, 6));
  });

  it('raised orders are 1 已接单/待发货 unless the control asks for another status', async () => {
    const all = await orders(shop, sns);
    expect([...all.values()].map((o) => o.status)).toEqual([1, 1, 1, 1, 1, 1]);
    const [waiting] = await raise(t, shop.mallId, productId, 1, { status: 0 });
    expect((await orders(shop, [waiting!])).get(waiting!)?.status).toBe(0);
    const add = await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, {
      joinInfoList: [{ subPurchaseOrderSn: waiting, deliveryAddressType: 4 }],
    });
    expect(add).toEqual({
      existJoinErrorSubPurchase: true,
      joinErrorList: [expect.objectContaining({ joinErrorSubPurchaseOrderSn: waiting, errorCode: 60004 })],
    });
  });

  it('creates one ship order per stock-up order in two warehouse groups, prints box marks once, books, receives', async () => {
    const { groups, created, request } = await createShipOrders(temu, shop, sns, 2);
    expect(groups).toHaveLength(2);
    expect(new Set(groups.map((g) => g.subWarehouseId)).size).toBe(2);
    const fhs = created.deliveryOrders as string[];
    expect(fhs).toHaveLength(6);
    const boxes = request
      .flatMap((g: Obj) => g.deliveryOrderCreateInfos)
      .reduce((n: number, i: Obj) => n + i.packageInfos.length, 0);

    // Created: status 0, still 1 on the order side, off the desk, the FH on the order.
    let ships = await track(shop, { deliveryOrderSnList: fhs });
    expect(ships.map((s) => s.status)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(ships.every((s) => s.ifCanOperateDeliver && !s.isPrintBoxMark)).toBe(true);
    expect(ships.reduce((n, s) => n + s.packageList.length, 0)).toBe(boxes);
    const byOrder = await orders(shop, sns);
    for (const s of ships) {
      expect(byOrder.get(s.subPurchaseOrderSn)).toMatchObject({
        status: 1,
        deliveryOrderSn: s.deliveryOrderSn,
        isCanJoinDeliverPlatform: false,
      });
    }
    expect((await ok(temu, 'CN', 'bg.shiporder.staging.get', shop, { pageNo: 1, pageSize: 100 })).total).toBe(0);

    // Box marks on Temu's print page: the key opens once, on the CN host only, and shows every package.
    const g1 = ships.filter((s) => s.subWarehouseId === groups[0]!.subWarehouseId);
    const g2 = ships.filter((s) => s.subWarehouseId === groups[1]!.subWarehouseId);
    const key = (await ok(temu, 'CN', 'bg.logistics.boxmarkinfo.get', shop, {
      deliveryOrderSnList: fhs,
      return_data_key: 'true',
    })) as unknown as string;
    expect(typeof key).toBe('string');
    expect((await open(`${TEMU_SANDBOX.printPa}?dataKey=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    const page = await open(`${TEMU_SANDBOX.printCn}?dataKey=${encodeURIComponent(key)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const s of ships) for (const p of s.packageList) expect(page.body).toContain(p.packageSn);
    expect(page.body).toContain(`共 ${boxes} 张`);
    const again = await open(`${TEMU_SANDBOX.printCn}?dataKey=${encodeURIComponent(key)}`);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('已使用');
    ships = await track(shop, { deliveryOrderSnList: fhs, isPrintBoxMark: 1 });
    expect(ships).toHaveLength(6);

    // Warehouse 1 on the platform carrier (quote → slot → book), warehouse 2 on one's own carrier.
    const [from] = (await ok(temu, 'CN', 'bg.mall.address.get', shop)) as unknown as Obj[];
    const quote = await ok(temu, 'CN', 'bg.shiporderv3.logisticsmatch.get', shop, {
      deliveryAddressId: from!.id,
      subWarehouseId: groups[0]!.subWarehouseId,
      receiveAddressInfo: groups[0]!.receiveAddressInfo,
      deliveryOrderSns: g1.map((s) => s.deliveryOrderSn),
      predictTotalPackageWeight: 3000,
      totalPackageNum: g1.reduce((n, s) => n + s.packageList.length, 0),
    });
    const c = quote.list[0];
    const slot = c.channelScheduleTimeList[1];
    // Mixing warehouses in one booking is refused.
    const mixed = await temu.call('CN', 'bg.shiporder.packing.send', shop, {
      deliveryOrderSnList: [g1[0]!.deliveryOrderSn, g2[0]!.deliveryOrderSn],
      deliveryAddressId: from!.id,
      deliverMethod: 3,
      thirdPartyExpressDeliveryInfoVO: {
        expressCompanyId: 10240055298501,
        expressCompanyName: '顺丰速运',
        expressDeliverySn: 'SF1234567890',
      },
    });
    expect(mixed).toMatchObject({ success: false, errorCode: 1000003 });
    const outOfSlot = await temu.call('CN', 'bg.shiporder.packing.send', shop, {
      deliveryOrderSnList: g1.map((s) => s.deliveryOrderSn),
      deliveryAddressId: from!.id,
      deliverMethod: 2,
      thirdPartyDeliveryInfo: {
        expressCompanyId: c.expressCompanyId,
        expressCompanyName: c.expressCompanyName,
        predictId: c.predictId,
        predictTotalPackageWeight: 3000,
        expectPickUpGoodsTime: Date.parse(`${slot.bjDate}T20:00:00+08:00`),
        expressPackageNum: 3,
        pickupMethod: 0,
      },
    });
    expect(outOfSlot).toMatchObject({ success: false, errorCode: 1000003 });
    const b1 = await ok(temu, 'CN', 'bg.shiporder.packing.send', shop, {
      deliveryOrderSnList: g1.map((s) => s.deliveryOrderSn),
      deliveryAddressId: from!.id,
      deliverMethod: 2,
      thirdPartyDeliveryInfo: {
        expressCompanyId: c.expressCompanyId,
        expressCompanyName: c.expressCompanyName,
        predictId: c.predictId,
        predictTotalPackageWeight: 3000,
        expectPickUpGoodsTime: Date.parse(`${slot.bjDate}T11:30:00+08:00`),
        expressPackageNum: 3,
        pickupMethod: 0,
      },
    });
    const shipList = (await ok(temu, 'CN', 'bg.logistics.company.get', shop)).shipList as Obj[];
    const own = shipList.find((x) => x.shipName === '顺丰速运')!;
    const b2 = await ok(temu, 'CN', 'bg.shiporder.packing.send', shop, {
      deliveryOrderSnList: g2.map((s) => s.deliveryOrderSn),
      deliveryAddressId: from!.id,
      deliverMethod: 3,
      thirdPartyExpressDeliveryInfoVO: {
        expressCompanyId: own.shipId,
        expressCompanyName: own.shipName,
        expressDeliverySn: 'SF1234567890',
        expressPackageNum: 3,
      },
    });
    expect(b1.expressBatchSn).not.toBe(b2.expressBatchSn);

    // Booked: status 1, orders 2 已送货, carrier facts on the rows; cancel is refused now.
    ships = await track(shop, { deliveryOrderSnList: fhs });
    expect(ships.map((s) => s.status)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const s of ships) {
      const platform = g1.some((x) => x.deliveryOrderSn === s.deliveryOrderSn);
      expect(s).toMatchObject(
        platform
          ? {
              deliveryMethod: 2,
              expressCompanyId: c.expressCompanyId,
              expressBatchSn: b1.expressBatchSn,
              ifCanOperateDeliver: false,
            }
          : {
              deliveryMethod: 3,
              expressCompanyId: own.shipId,
              expressDeliverySn: 'SF1234567890',
              expressBatchSn: b2.expressBatchSn,
            },
      );
    }
    expect([...(await orders(shop, sns)).values()].map((o) => o.status)).toEqual([2, 2, 2, 2, 2, 2]);
    const refused = await temu.call('CN', 'bg.shiporder.cancel', shop, { deliveryOrderSn: fhs[0] });
    expect(refused).toMatchObject({ success: false, errorCode: 1000003 });

    // The waybill PDF of the platform carrier, downloaded with Temu doc 121's header sign.
    const waybill = ships.find((s) => s.deliveryMethod === 2)!;
    const note = await ok(temu, 'CN', 'bg.shiporder.express.note.get', shop, {
      expressCompanyId: waybill.expressCompanyId,
      expressDeliverySn: waybill.expressDeliverySn,
    });
    expect(note.tmsChildWaybillSnNoteDetails).toHaveLength(3);
    const app = (await t.call<{ appKey: string; appSecret: string }>({ method: 'GET', url: TEMU_SANDBOX.app })).data;
    const headers = {
      'app-key': app.appKey,
      'access-token': shop.accessToken,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const text = Object.keys(headers)
      .sort()
      .map((k) => `${k}${headers[k as keyof typeof headers]}`)
      .join('');
    const sign = createHash('md5').update(`${app.appSecret}${text}${app.appSecret}`).digest('hex').toUpperCase();
    const url = note.tmsChildWaybillSnNoteDetails[0].childWaybillNote as string;
    // An absolute URL like Temu's, on the origin the call reached the sandbox on.
    expect(url).toMatch(/^https?:\/\/[^/]+\/sandbox\/temu\/cn-caster-waybill\/\d{16}\.pdf$/);
    const pdf = await t.app.inject({ method: 'GET', url, headers: { ...headers, sign } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url, headers: { ...headers, sign: 'X' } })).statusCode).toBe(403);

    // The warehouse signs for and puts away every ship order: 3 已入库, the orders 7 已入库.
    for (const fh of fhs) {
      const r = await t.call<{ status: number }>({
        method: 'POST',
        url: TEMU_SANDBOX.receiveNow,
        payload: { deliveryOrderSn: fh },
      });
      expect(r.data.status).toBe(3);
    }
    ships = await track(shop, { deliveryOrderSnList: fhs });
    expect(ships.map((s) => s.status)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(
      ships.every((s) => s.receivePackageNum === s.packageList.length && s.packageReceiveInfoVOList.length > 0),
    ).toBe(true);
    const done = await orders(shop, sns);
    for (const o of done.values()) {
      expect(o.status).toBe(7);
      expect(o.skuQuantityTotalInfo.realReceiveAuthenticQuantity).toBe(o.skuQuantityTotalInfo.purchaseQuantity);
    }
  });

  it('a cancelled ship order (before booking) is 5 已取消 and its order is back on the desk, to be shipped again', async () => {
    const [sn] = await raise(t, shop.mallId, productId, 1);
    const first = await createShipOrders(temu, shop, [sn!]);
    const [fh] = first.created.deliveryOrders as string[];
    expect(await ok(temu, 'CN', 'bg.shiporder.cancel', shop, { deliveryOrderSn: fh })).toEqual([fh]);
    expect(await temu.call('CN', 'bg.shiporder.cancel', shop, { deliveryOrderSn: fh })).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
    expect((await track(shop, { deliveryOrderSnList: [fh] }))[0]).toMatchObject({
      status: 5,
      ifCanOperateDeliver: false,
    });
    expect((await orders(shop, [sn!])).get(sn!)).toMatchObject({ status: 1, deliveryOrderSn: null });
    const desk = await ok(temu, 'CN', 'bg.shiporder.staging.get', shop, {
      pageNo: 1,
      pageSize: 10,
      subPurchaseOrderSnList: [sn],
    });
    expect(desk.total).toBe(1);
    // A cancelled ship order prints no box marks; staging.add says 60001 (already there); a new ship order can be made.
    expect(await temu.call('CN', 'bg.logistics.boxmarkinfo.get', shop, { deliveryOrderSnList: [fh] })).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
    const second = await createShipOrders(temu, shop, [sn!]).catch((e: Error) => e);
    expect(second).toBeInstanceOf(Error);
    expect(String(second)).toContain('60001');
    const add = await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, {
      joinInfoList: [{ subPurchaseOrderSn: sn, deliveryAddressType: 4 }],
    });
    expect(add.joinErrorList[0].errorCode).toBe(60001);
    const [group] = first.request;
    const again = await ok(temu, 'CN', 'bg.shiporderv3.create', shop, { deliveryOrderCreateGroupList: [group] });
    expect(again.deliveryOrders).toHaveLength(1);
    expect(again.deliveryOrders[0]).not.toBe(fh);
    expect((await orders(shop, [sn!])).get(sn!)?.deliveryOrderSn).toBe(again.deliveryOrders[0]);
  });

  it('a print key expires after 10 minutes; SKU barcode keys open on the PA host', async () => {
    const po = (await orders(shop, sns)).get(sns[0]!)!;
    const key = (await ok(temu, 'PA', 'bg.glo.goods.custom.label.get', shop, {
      productSkuIdList: [po.skuQuantityDetailList[0].productSkuId],
      return_data_key: true,
    })) as unknown as string;
    const custom = await ok(temu, 'PA', 'bg.glo.goods.custom.label.get', shop, {
      productSkuIdList: [po.skuQuantityDetailList[0].productSkuId],
    });
    const labelCode = custom.personalLabelCodePageResult.data[0].productSkuLabelCodeDTO.labelCode;
    const page = await open(`${TEMU_SANDBOX.printPa}?dataKey=${encodeURIComponent(key)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(String(labelCode));
    const late = (await ok(temu, 'PA', 'bg.glo.goods.labelv2.get', shop, {
      productSkcIdList: [po.productSkcId],
      return_data_key: 'true',
    })) as unknown as string;
    await db
      .updateTable('sandbox_temu_records')
      .set({ due_at: Date.now() - 1 })
      .where('kind', '=', 'datakey')
      .where('ref', '=', createHash('sha256').update(late).digest('hex'))
      .execute();
    const expired = await open(`${TEMU_SANDBOX.printPa}?dataKey=${encodeURIComponent(late)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('已过期');
    expect((await open(`${TEMU_SANDBOX.printCn}?dataKey=nope`)).statusCode).toBe(404);
  });
});
