import { ORDER_SHIP_PERMISSION } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { boxesFor, deskApi, key, paidOrders } from './temu-shipping-desk-fixtures';
import { raiseOrders, syncOrders } from './temu-order-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

/** Everything the desk owns, to prove a refused request changed nothing. */
const snapshot = async () => ({
  desk: await db.selectFrom('fulfilment_desk_orders').selectAll().orderBy('id').execute(),
  shipments: await db.selectFrom('fulfilment_shipments').selectAll().orderBy('id').execute(),
  fhs: await db.selectFrom('fulfilment_ship_orders').selectAll().orderBy('id').execute(),
  orders: await db.selectFrom('temu_orders').select(['id', 'state']).orderBy('id').execute(),
});

describe('the shipping desk: owners, permissions and bad input', () => {
  it("one seller never reaches another's desk; a sub-account needs order:ship", async () => {
    const { seller, shop, ids } = await paidOrders(t, 2);
    const me = deskApi(t, seller.token);
    expect((await me.add(ids)).code).toBe(200);
    const group = (await me.desk()).data.groups[0]!;
    const deliveryAddressId = (await me.addresses(shop.shopId)).data.rows[0]!.id;
    const created = (
      await me.create({
        requestKey: key(),
        shopId: shop.shopId,
        subWarehouseId: group.subWarehouseId,
        deliveryAddressId,
        boxes: boxesFor(group, 1),
      })
    ).data;

    const other = await newSeller(t);
    const them = deskApi(t, other.token);
    const before = await snapshot();
    expect((await them.desk()).data).toEqual({ groups: [], refused: [] });
    expect((await them.shipments()).data.total).toBe(0);
    const refusals = [
      [await them.add(ids), 404, '订单不存在'],
      [await them.addresses(shop.shopId), 404, '店铺不存在或已解绑'],
      [await them.carriers(shop.shopId), 404, '店铺不存在或已解绑'],
      [await them.shipment(created.id), 404, '发货单不存在'],
      [await them.boxMarks(created.id), 404, '发货单不存在'],
      [await them.printed(created.id), 404, '发货单不存在'],
      [await them.quote(created.id, 1000), 404, '发货单不存在'],
      [await them.cancel(created.id), 404, '发货单不存在'],
      [await them.book({ id: created.id, method: 'own', shipId: 1, trackingNo: 'SF12345678' }), 404, '发货单不存在'],
      [await them.waybill(created.id), 404, '发货单不存在'],
      [await them.track(shop.shopId), 404, '店铺不存在或已解绑'],
      [
        await them.create({
          requestKey: key(),
          shopId: shop.shopId,
          subWarehouseId: group.subWarehouseId,
          deliveryAddressId,
          boxes: boxesFor(group, 1),
        }),
        404,
        '店铺不存在或已解绑',
      ],
    ] as const;
    for (const [r, code, msg] of refusals) expect([r.code, r.msg]).toEqual([code, msg]);
    expect(await snapshot()).toEqual(before);

    // Sub-accounts: without order:ship nothing (403); with it, the main account's desk.
    const plain = deskApi(t, (await newSeller(t, { mainId: seller.mainId, permissions: ['order:view'] })).token);
    expect((await plain.desk()).code).toBe(403);
    expect((await plain.shipment(created.id)).code).toBe(403);
    const shipper = deskApi(
      t,
      (await newSeller(t, { mainId: seller.mainId, permissions: [ORDER_SHIP_PERMISSION] })).token,
    );
    expect((await shipper.shipment(created.id)).data.id).toBe(created.id);
    // A seller on the operator's paths: 403.
    expect((await deskApi(t, seller.token, true).desk()).code).toBe(403);
    expect((await t.call({ method: 'GET', url: me.p.desk })).code).toBe(401);
  }, 300_000);

  it('bad input is refused in Chinese and changes nothing', async () => {
    const { seller, shop, ids } = await paidOrders(t, 2);
    const me = deskApi(t, seller.token);
    // An unpaid order refuses the whole request before Temu is called.
    const [unpaidSn] = await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const unpaid = await db
      .selectFrom('temu_orders')
      .select('id')
      .where('sub_purchase_order_sn', '=', unpaidSn!)
      .executeTakeFirstOrThrow();
    let before = await snapshot();
    const r = await me.add([...ids, Number(unpaid.id)]);
    expect([r.code, r.msg]).toEqual([400, `订单 ${unpaidSn} 当前为「待支付」，只有已支付、未发货的订单可以加入发货台`]);
    expect(await snapshot()).toEqual(before);

    expect((await me.add(ids)).code).toBe(200);
    const group = (await me.desk()).data.groups[0]!;
    const order = group.orders[0]!;
    const line = order.lines[0]!;
    const deliveryAddressId = (await me.addresses(shop.shopId)).data.rows[0]!.id;
    const base = { requestKey: key(), shopId: shop.shopId, subWarehouseId: group.subWarehouseId, deliveryAddressId };
    const box = (quantity: number, productSkuId = line.productSkuId, orderId = order.orderId) => ({
      items: [{ orderId, productSkuId, quantity }],
    });
    before = await snapshot();
    const bad: Array<[unknown, string | RegExp]> = [
      [{ ...base, boxes: [] }, '请至少装一箱'],
      [{ ...base, boxes: [{ items: [] }] }, '箱子不能为空'],
      [{ ...base, boxes: [box(0)] }, '装箱数量至少为 1'],
      [{ ...base, boxes: [box(1.5)] }, '装箱数量必须是整数'],
      [{ ...base, requestKey: 'x' }, '请求标识无效'],
      [{ ...base, boxes: [box(line.maxQuantity + 1)] }, /超过 Temu 允许的最大发货数/],
      [{ ...base, boxes: [box(1, 999_999_999)] }, `订单 ${order.subPurchaseOrderSn} 没有 SKU 999999999`],
      [
        { ...base, boxes: [box(1, line.productSkuId, Number(unpaid.id))] },
        `订单 ${Number(unpaid.id)} 不在该收货仓的发货台上`,
      ],
      [{ ...base, subWarehouseId: 'a', boxes: [box(1)] }, '收货仓 id 必须是数字'],
    ];
    if (order.lines.length > 1) bad.push([{ ...base, boxes: [box(1)] }, /还没有装箱/]);
    for (const [body, msg] of bad) {
      const res = await me.create(body);
      expect(res.code).toBe(400);
      if (typeof msg === 'string') expect(res.msg).toContain(msg);
      else expect(res.msg).toMatch(msg);
    }
    for (const [res, msg] of [
      [await me.add([]), '请选择订单'],
      [await me.add(['x']), '订单 id 必须是数字'],
      [await me.book({ id: 1, method: 'fly' }), '发货方式只能是平台物流或自有物流'],
      [await me.book({ id: 1, method: 'own', shipId: 1, trackingNo: '顺丰' }), '运单号应为 4–50 位字母、数字或短横线'],
      [await me.quote(1, 0), '预估重量必须大于 0'],
      [await me.shipments('&state=foo'), '发货单状态不正确'],
      [await me.addresses(Number.NaN), '店铺 id 必须是数字'],
    ] as const) {
      expect(res.code).toBe(400);
      expect(res.msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});
