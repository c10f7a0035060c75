import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { topUp } from './money-helpers';
import { putDesignOnSale, raiseAndSyncOrders, sellerWithShop, shapeLayer } from './seller-orders-helpers';
import { authHeader, data } from './web-helpers';

/**
 * A fresh seller with one paid stock-up order, raised by the strict Temu sandbox for goods the seller designed and
 * published (as orders.spec.ts does it, through the API): returns the seller and the order.
 */
export async function paidStockOrder(request: APIRequestContext) {
  const { seller, shop } = await sellerWithShop(request, '发货店');
  await putDesignOnSale(request, seller, shop, '方块', shapeLayer('rect', '#16a34a'));
  const [order] = await raiseAndSyncOrders(request, seller, shop, 1);
  const { id, subPurchaseOrderSn } = order!;
  await topUp(request, seller.token, 2_000_000);
  const paid = await data<{ paid: number }>(
    await request.post('/api/payTemu/pay', { headers: authHeader(seller.token), data: { ids: [id] } }),
  );
  expect(paid.paid).toBe(1);
  return { seller, shopId: shop.id, mallId: shop.mallId, orderId: id, subPurchaseOrderSn };
}
