import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helper';
import { type RawShop, rawTemu } from './sandbox-temu-client';
import {
  createShipOrders,
  missingKeys,
  type Obj,
  ok,
  rebind,
  sample,
  shopWithOrders,
} from './sandbox-temu-fulfilment-fixtures';

const t = await useTestApp();
const temu = rawTemu(t);
vi.setConfig({ testTimeout: 90_000 });

/** The reference's example warehouse is the sandbox's first one (Temu doc 121's 南极六仓1号子仓). */
const WAREHOUSE = 884585485737;

describe('sandbox Temu fulfilment types answer the reference samples (raw doc 192 client)', () => {
  let shop: RawShop;
  let sns: string[];
  let productId: number;

  beforeAll(async () => {
    ({ shop, sns, productId } = await shopWithOrders(t, temu, 4, { subWarehouseId: WAREHOUSE }));
  });

  it('bg.purchaseorderv2.get: the request sample finds the raised orders in status 1, with every key of the answer sample', async () => {
    const req = sample('bg.purchaseorderv2.get.request');
    expect(req).toEqual({ pageNo: 1, pageSize: 20, statusList: [1], isCustomGoods: true });
    const r = await ok(temu, 'CN', 'bg.purchaseorderv2.get', shop, req);
    expect(r.total).toBe(4);
    expect(r.statusNumMap['1']).toBe(4);
    const rows = r.subOrderForSupplierList as Obj[];
    expect(rows.map((o) => o.subPurchaseOrderSn).sort()).toEqual([...sns].sort());
    for (const o of rows) {
      expect(o).toMatchObject({ status: 1, productId, isCustomProduct: true, isCanJoinDeliverPlatform: true });
      expect(o.subPurchaseOrderSn).toMatch(/^WB\d{15}$/);
    }
    expect(missingKeys(sample('bg.purchaseorderv2.get.response').result, r)).toEqual([]);
    // pageNo/pageSize are required (README §4) and pageSize is at most 500 (the page's range).
    for (const bad of [{ statusList: [1] }, { pageNo: 1, pageSize: 501 }, { pageNo: '1', pageSize: 20 }]) {
      const e = await temu.call('CN', 'bg.purchaseorderv2.get', shop, bad);
      expect(e).toMatchObject({ success: false, errorCode: 1000003 });
    }
  });

  it("staging.add → staging.get → receiveaddressv2.get → mall.address.get answer in the samples' shapes", async () => {
    const [a] = sns;
    const add = sample('bg.shiporder.staging.add.request');
    expect(add.joinInfoList[0].deliveryAddressType).toBe(4);
    const added = await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, rebind(add, [['WB2509285900002', a]]));
    expect(added).toEqual({ existJoinErrorSubPurchase: false, joinErrorList: [] });
    // Again: 60001, already on the desk, in joinErrorList with the envelope still successful (the partial-failure sample).
    const again = await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, rebind(add, [['WB2509285900002', a]]));
    expect(missingKeys(sample('bg.shiporder.staging.add.response').result, again)).toEqual([]);
    expect(again.joinErrorList).toEqual([
      expect.objectContaining({ joinErrorSubPurchaseOrderSn: a, errorCode: 60001, extraInfoMap: {} }),
    ]);

    const desk = await ok(
      temu,
      'CN',
      'bg.shiporder.staging.get',
      shop,
      rebind(sample('bg.shiporder.staging.get.request'), [['WB2509285900002', a]]),
    );
    expect(desk.total).toBe(1);
    expect(missingKeys(sample('bg.shiporder.staging.get.response').result, desk)).toEqual([]);
    const entry = desk.list[0];
    expect(entry.subPurchaseOrderBasicVO).toMatchObject({
      subPurchaseOrderSn: a,
      subWarehouseId: WAREHOUSE,
      isCustomProduct: true,
    });
    expect(entry.subPurchaseOrderBasicVO.receiveAddressInfo).not.toHaveProperty('receiverName');
    for (const l of entry.orderDetailVOList as Obj[]) {
      expect(l.productSkuId).not.toBe(l.productOriginalSkuId);
      expect(l.skuDeliveryQuantityMaxLimit).toBe(l.productSkuPurchaseQuantity);
      expect(typeof l.personalText).toBe('string');
    }

    const addr = await ok(
      temu,
      'CN',
      'bg.shiporder.receiveaddressv2.get',
      shop,
      rebind(sample('bg.shiporder.receiveaddressv2.get.request'), [['WB2509285900002', a]]),
    );
    expect(missingKeys(sample('bg.shiporder.receiveaddressv2.get.response').result, addr)).toEqual([]);
    expect(addr.subPurchaseReceiveAddressGroups).toEqual([
      {
        subWarehouseId: WAREHOUSE,
        subPurchaseOrderSnList: [a],
        receiveAddressInfo: expect.objectContaining({ provinceCode: 43000000000006, receiverName: 'putao' }),
      },
    ]);
    // Not on the desk yet: the live text (README §6.4).
    const off = await temu.call('CN', 'bg.shiporder.receiveaddressv2.get', shop, { subPurchaseOrderSnList: [sns[1]] });
    expect(off).toMatchObject({ success: false, errorCode: 1000003 });
    expect(off.errorMsg).toContain('存在不可发货的订单');

    expect(sample('bg.mall.address.get.request')).toEqual({});
    const from = (await ok(temu, 'CN', 'bg.mall.address.get', shop, {})) as unknown as Obj[];
    expect(Array.isArray(from)).toBe(true);
    expect(missingKeys(sample('bg.mall.address.get.response').result, from)).toEqual([]);
    expect(from[0]).toMatchObject({ isDefault: true, mallId: Number(shop.mallId) });
  });

  it('staging.add refuses the deprecated deliveryAddressType 1 and reports 60004 for orders not in status 1', async () => {
    const one = await temu.call('CN', 'bg.shiporder.staging.add', shop, {
      joinInfoList: [{ subPurchaseOrderSn: sns[1], deliveryAddressType: 1 }],
    });
    expect(one).toMatchObject({ success: false, errorCode: 1000003 });
    const missing = await temu.call('CN', 'bg.shiporder.staging.add', shop, {
      joinInfoList: [{ subPurchaseOrderSn: sns[1] }],
    });
    expect(missing).toMatchObject({ success: false, errorCode: 1000003 });
    const other = await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, {
      joinInfoList: [{ subPurchaseOrderSn: 'WB2509285900002', deliveryAddressType: 4 }],
    });
    expect(other.joinErrorList).toEqual([
      expect.objectContaining({ joinErrorSubPurchaseOrderSn: 'WB2509285900002', errorCode: 60004 }),
    ]);
  });

  it("bg.shiporderv3.create accepts the sample's nesting and answers deliveryOrders; the old flat shape is refused", async () => {
    const [, b] = sns;
    await ok(temu, 'CN', 'bg.shiporder.staging.add', shop, {
      joinInfoList: [{ subPurchaseOrderSn: b, deliveryAddressType: 4 }],
    });
    const desk = await ok(temu, 'CN', 'bg.shiporder.staging.get', shop, {
      pageNo: 1,
      pageSize: 10,
      subPurchaseOrderSnList: [b],
    });
    const [line] = desk.list[0].orderDetailVOList as Obj[];
    const [group] = (await ok(temu, 'CN', 'bg.shiporder.receiveaddressv2.get', shop, { subPurchaseOrderSnList: [b] }))
      .subPurchaseReceiveAddressGroups;
    const [from] = (await ok(temu, 'CN', 'bg.mall.address.get', shop)) as unknown as Obj[];
    // The sample ships 10 pieces of one SKU in two boxes of 5; ours ships the line's own quantity the same way.
    const n = line!.skuDeliveryQuantityMaxLimit as number;
    const req = rebind(
      sample('bg.shiporderv3.create.request'),
      [
        ['WB2509285900002', b],
        [52000000001, line!.productSkuId],
        [44510209181, from!.id],
        [10, n],
        [5, n],
      ],
      { receiveAddressInfo: group.receiveAddressInfo },
    );
    // Only the lines of this order: drop the order's other SKUs from the answer by shipping the first line only.
    req.deliveryOrderCreateGroupList[0].deliveryOrderCreateInfos[0].packageInfos = [
      { packageDetailSaveInfos: [{ productSkuId: line!.productSkuId, skuNum: n }] },
    ];

    const flat = structuredClone(req);
    const g = flat.deliveryOrderCreateGroupList[0];
    g.deliveryOrderCreateInfos[0].receiveAddressInfo = g.receiveAddressInfo;
    delete g.receiveAddressInfo;
    delete g.deliveryOrderCreateInfos[0].packageInfos;
    const refused = await temu.call('CN', 'bg.shiporderv3.create', shop, flat);
    expect(refused).toMatchObject({ success: false, errorCode: 1000003 });
    expect(refused.errorMsg).toContain('收货地址/包裹列表不可为空');

    const noAddressId = structuredClone(req);
    delete noAddressId.deliveryOrderCreateGroupList[0].deliveryOrderCreateInfos[0].deliveryAddressId;
    expect(await temu.call('CN', 'bg.shiporderv3.create', shop, noAddressId)).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
    const tooMany = rebind(req, [[n, n + 1]]);
    expect(await temu.call('CN', 'bg.shiporderv3.create', shop, tooMany)).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
    const badBoxes = structuredClone(req);
    badBoxes.deliveryOrderCreateGroupList[0].deliveryOrderCreateInfos[0].packageInfos[0].packageDetailSaveInfos[0].skuNum =
      n + 1;
    expect(await temu.call('CN', 'bg.shiporderv3.create', shop, badBoxes)).toMatchObject({
      success: false,
      errorCode: 1000003,
    });

    const r = await ok(temu, 'CN', 'bg.shiporderv3.create', shop, req);
    expect(missingKeys(sample('bg.shiporderv3.create.response').result, r)).toEqual([]);
    expect(r).not.toHaveProperty('deliveryOrderList');
    expect(r.deliveryOrders).toHaveLength(1);
    expect(r.deliveryOrders[0]).toMatch(/^FH\d{13}$/);
    // Created once: the order has left the desk.
    expect(await temu.call('CN', 'bg.shiporderv3.create', shop, req)).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
  });

  it("logistics.company.get, logisticsmatch, packing.send, shiporderv2.get, express.note.get, cancel: the samples' shapes", async () => {
    const [, , c2, d2] = sns;
    const { created, groups, from, request } = await createShipOrders(temu, shop, [c2!, d2!], 2);
    const [fh, fh2] = created.deliveryOrders as string[];

    expect(sample('bg.logistics.company.get.request')).toEqual({});
    const companies = await ok(temu, 'CN', 'bg.logistics.company.get', shop, {});
    expect(missingKeys(sample('bg.logistics.company.get.response').result, companies)).toEqual([]);

    const matchReq = rebind(
      sample('bg.shiporderv3.logisticsmatch.get.request'),
      [
        [44510209181, from.id],
        ['FH2509283324004', fh],
      ],
      { receiveAddressInfo: groups[0].receiveAddressInfo },
    );
    const quote = await ok(temu, 'CN', 'bg.shiporderv3.logisticsmatch.get', shop, matchReq);
    expect(missingKeys(sample('bg.shiporderv3.logisticsmatch.get.response').result, quote)).toEqual([]);
    const carrier = quote.list[0];
    const slot = carrier.channelScheduleTimeList[0];
    const pickup = Date.parse(`${slot.bjDate}T10:00:00+08:00`);

    const sendReq = rebind(sample('bg.shiporder.packing.send.request'), [
      [44510209181, from.id],
      ['FH2509283324004', fh],
      [10240055298362, carrier.expressCompanyId],
      ['蚁链腾达物流', carrier.expressCompanyName],
      [7300000001, carrier.predictId],
      [1761300000000, pickup],
    ]);
    // Box marks come first (flows.md (b) step 7; the sandbox refuses to book unprinted boxes).
    const unprinted = await temu.call('CN', 'bg.shiporder.packing.send', shop, sendReq);
    expect(unprinted).toMatchObject({ success: false, errorCode: 1000003 });
    expect(unprinted.errorMsg).toContain('箱唛');
    const marks = (await ok(temu, 'CN', 'bg.logistics.boxmarkinfo.get', shop, {
      deliveryOrderSnList: [fh],
    })) as unknown as Obj[];
    expect(missingKeys(sample('bg.logistics.boxmarkinfo.get.data.response').result, marks)).toEqual([]);
    // The old flat, free-text carrier shape and a weight that is not whole kg are refused.
    const old = {
      deliveryOrderSnList: [fh],
      expressCompanyName: '顺丰',
      expressDeliverySn: 'SF123456',
      expressPackageNum: 1,
      weight: 1200,
    };
    expect(await temu.call('CN', 'bg.shiporder.packing.send', shop, old)).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
    const heavy = rebind(sendReq, [[1000, 1500]]);
    expect(await temu.call('CN', 'bg.shiporder.packing.send', shop, heavy)).toMatchObject({
      success: false,
      errorCode: 1000003,
    });

    const sent = await ok(temu, 'CN', 'bg.shiporder.packing.send', shop, sendReq);
    expect(missingKeys(sample('bg.shiporder.packing.send.response').result, sent)).toEqual([]);
    expect(sent.expressBatchSn).toMatch(/^EB\d{13}$/);

    const track = await ok(
      temu,
      'CN',
      'bg.shiporderv2.get',
      shop,
      rebind(sample('bg.shiporderv2.get.request'), [['FH2509283324004', fh]]),
    );
    expect(missingKeys(sample('bg.shiporderv2.get.response').result, track)).toEqual([]);
    const row = track.list[0];
    expect(row).toMatchObject({
      deliveryOrderSn: fh,
      subPurchaseOrderSn: c2,
      status: 1,
      deliveryMethod: 2,
      expressBatchSn: sent.expressBatchSn,
      isPrintBoxMark: true,
    });
    // Two boxes were asked for, but an order of one piece fills only one (the fixture drops empty boxes):
    // the boxes sent for c2 are what must come back.
    const sentBoxes = request
      .flatMap((g: Obj) => g.deliveryOrderCreateInfos as Obj[])
      .find((i: Obj) => i.subPurchaseOrderSn === c2)!.packageInfos as Obj[];
    expect(sentBoxes.length).toBeGreaterThan(0);
    expect(row.packageList).toHaveLength(sentBoxes.length);

    const noteReq = rebind(sample('bg.shiporder.express.note.get.request'), [
      [10240055298362, row.expressCompanyId],
      ['110451921125', row.expressDeliverySn],
    ]);
    const note = await ok(temu, 'CN', 'bg.shiporder.express.note.get', shop, noteReq);
    expect(missingKeys(sample('bg.shiporder.express.note.get.response').result, note)).toEqual([]);
    const unknownNote = await temu.call('CN', 'bg.shiporder.express.note.get', shop, {
      expressCompanyId: row.expressCompanyId,
      expressDeliverySn: '999',
    });
    expect(unknownNote).toMatchObject({ success: false, errorCode: 500000003 });

    const cancelReq = rebind(sample('bg.shiporder.cancel.request'), [['FH2509283324004', fh2]]);
    const cancelled = await ok(temu, 'CN', 'bg.shiporder.cancel', shop, cancelReq);
    expect(cancelled).toEqual([fh2]);
    // Booked: cancel is refused.
    expect(await temu.call('CN', 'bg.shiporder.cancel', shop, { deliveryOrderSn: fh })).toMatchObject({
      success: false,
      errorCode: 1000003,
    });
  });
});
