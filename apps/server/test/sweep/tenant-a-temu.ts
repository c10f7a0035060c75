import { type DeskView, TEMU_ORDER_API, TEMU_SHIPPING_API } from '@podbench/contract';
import { TEMU_SANDBOX } from '../../src/sandbox/temu/paths';
import type { TestApp } from '../helper';
import type { Seller } from '../marketplace-fixtures';
import { syncGoldenQc } from '../quality-check-fixtures';
import { control } from '../temu-goods-fixtures';
import { syncNow } from '../temu-goods-sync-fixtures';
import { raiseOrders, syncOrders } from '../temu-order-fixtures';
import { saveTemplate, templateBodyFor, withOwnImages } from '../temu-publish-fixtures';
import { deskApi, printBoxMarks } from '../temu-shipping-desk-fixtures';
import { ok, sellerCall } from './seller-api';

/**
 * Seller A's Temu template, its synced orders (the first paid) and a shipment of the paid order, booked on Temu's
 * platform carrier.
 */
export async function makeTemuShipment(
  t: TestApp,
  seller: Seller,
  shop: { shopId: number; mallId: string },
  mark: string,
) {
  const db = t.runtime.ctx.db;
  const call = sellerCall(t, seller);

  const templateBody = await withOwnImages(t, seller, await templateBodyFor(t, `${mark}模板 定制印花T恤 纯棉短袖`));
  const tpl = ok(await saveTemplate(t, seller, templateBody), 'template');
  await raiseOrders(t, shop.mallId, 2);
  const orderSyncJob = (await syncOrders(t, seller, shop.shopId))[0]!;
  const orders = await db
    .selectFrom('temu_orders')
    .select(['id', 'sub_purchase_order_sn'])
    .where('main_id', '=', seller.mainId)
    .orderBy('id')
    .execute();
  ok(await call('POST', TEMU_ORDER_API.pay, { ids: [Number(orders[0]!.id)] }), 'pay');
  // The paid order on the shipping desk, in a shipment (发货单) of A's.
  ok(await call('POST', TEMU_SHIPPING_API.deskAdd, { orderIds: [Number(orders[0]!.id)] }), 'desk add');
  const deskGroup = ok(await call<DeskView>('GET', TEMU_SHIPPING_API.desk), 'desk').groups[0]!;
  const shipFrom = ok(
    await call<{ rows: Array<{ id: number }> }>('GET', `${TEMU_SHIPPING_API.addresses}?shopId=${shop.shopId}`),
    'ship-from',
  ).rows[0]!;
  const shipment = ok(
    await call<{ id: number }>('POST', TEMU_SHIPPING_API.create, {
      requestKey: `sweep-${mark.slice(-8)}`,
      shopId: shop.shopId,
      subWarehouseId: deskGroup.subWarehouseId,
      deliveryAddressId: shipFrom.id,
      boxes: [
        {
          items: deskGroup.orders[0]!.lines.map((l) => ({
            orderId: Number(orders[0]!.id),
            productSkuId: l.productSkuId,
            quantity: l.maxQuantity,
          })),
        },
      ],
    }),
    'shipment',
  );
  // Box marks from Temu (standing in for the label module), then booked on Temu's platform carrier, whose waybill
  // labels (express.note.get) name the shipment's child waybill numbers.
  await printBoxMarks(t, deskApi(t, seller.token), shipment.id);
  const quote = ok(
    await call<{ options: Array<{ predictId: number; slots: Array<{ end: number }> }> }>(
      'POST',
      TEMU_SHIPPING_API.quote,
      { id: shipment.id, weightG: 1000 },
    ),
    'quote',
  ).options[0]!;
  ok(
    await call('POST', TEMU_SHIPPING_API.book, {
      id: shipment.id,
      method: 'platform',
      predictId: quote.predictId,
      pickupAt: quote.slots[0]!.end,
      weightG: 1000,
    }),
    'book',
  );
  const waybillLabel = ok(
    await call<{ labels: Array<{ childWaybillSn: string }> }>('GET', `${TEMU_SHIPPING_API.waybill}?id=${shipment.id}`),
    'waybill',
  ).labels[0]!.childWaybillSn;
  return { templateBody, tpl, orders, orderSyncJob, shipment, waybillLabel };
}

/** A failed inspection of A's listing, a goods sync job and A's quality checks; answers the goods sync job's id. */
export async function syncTemuGoodsAndQc(
  t: TestApp,
  seller: Seller,
  shop: { shopId: number; mallId: string },
  productId: number,
) {
  const db = t.runtime.ctx.db;

  await control(t, TEMU_SANDBOX.inspectNow, { productId, result: 'fail' });
  const goodsSyncJob = (await syncNow(t, seller, '/api/onlineProduct/sync', { shopId: shop.shopId }))[0]!;
  // Quality checks from the suite's own fake gateway (golden samples), not the sandbox's QC handler.
  await syncGoldenQc(db, { id: shop.shopId, mainId: seller.mainId });
  return goodsSyncJob;
}
