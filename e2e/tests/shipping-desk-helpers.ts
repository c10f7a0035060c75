import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { teeId, waitRendered } from './designer-helpers';
import { topUp } from './money-helpers';
import { completeTemplate } from './temu-template-helpers';
import { authHeader, data, registerAccount, uniqueName } from './web-helpers';

/**
 * A fresh seller with one paid stock-up order, raised by the strict Temu sandbox for goods the seller designed and
 * published (as orders.spec.ts does it, through the API): returns the seller and the order.
 */
export async function paidStockOrder(request: APIRequestContext) {
  const seller = await registerAccount(request);
  const headers = authHeader(seller.token);
  const shop = await data<{ mallId: string; accessToken: string }>(
    await request.post('/sandbox/temu/shops', { data: { mallName: uniqueName('发货店') } }),
  );
  const bound = await data<{ id: number }>(
    await request.post('/api/shop/authorize', { headers, data: { accessToken: shop.accessToken } }),
  );
  const productId = await teeId(request);
  const document = {
    version: 1,
    productId,
    colors: ['白色'],
    areas: {
      front: {
        name: '正面',
        widthPx: 4500,
        heightPx: 5400,
        dpi: 300,
        safeInsetPx: 75,
        layers: [{ id: 's', type: 'shape', shape: 'rect', x: 900, y: 900, width: 2700, height: 2700, fill: '#16a34a' }],
      },
    },
  };
  const design = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', { headers, data: { name: '方块', productId, document, version: 0 } }),
  );
  await waitRendered(request, seller.token, design.id);
  const tpl = await data<{ id: number }>(
    await request.post('/api/clientProduct/temuTemplate/fromDesign', { headers, data: { designId: design.id } }),
  );
  expect((await completeTemplate(request, seller.token, tpl.id)).problems).toEqual([]);
  await data(
    await request.post('/api/clientProduct/uploadToTemu', {
      headers,
      data: { templateIds: [tpl.id], shopIds: [bound.id] },
    }),
  );
  let goodsId = 0;
  await expect
    .poll(
      async () => {
        const p = await data<{ rows: Array<{ state: string; goodsId: string | null }> }>(
          await request.get('/api/clientProduct/temuPublish/page', { headers }),
        );
        goodsId = Number(p.rows[0]?.goodsId ?? 0);
        return p.rows[0]?.state;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe('success');
  await data(await request.post('/sandbox/temu/control/goods/on-sale-now', { data: { productId: goodsId } }));
  const placed = await data<{ subPurchaseOrderSns: string[] }>(
    await request.post('/sandbox/temu/control/orders/create-now', { data: { mallId: shop.mallId, count: 1 } }),
  );
  const sn = placed.subPurchaseOrderSns[0]!;
  await data(await request.post('/api/orderTemu/sync', { headers, data: { shopId: bound.id } }));
  let id = 0;
  await expect
    .poll(
      async () => {
        const p = await data<{ rows: Array<{ id: number; subPurchaseOrderSn: string }> }>(
          await request.get(`/api/orderTemu/page?orderSn=${sn}`, { headers }),
        );
        id = p.rows[0]?.id ?? 0;
        return id;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  await topUp(request, seller.token, 2_000_000);
  const paid = await data<{ paid: number }>(await request.post('/api/payTemu/pay', { headers, data: { ids: [id] } }));
  expect(paid.paid).toBe(1);
  return { seller, shopId: bound.id, mallId: shop.mallId, orderId: id, subPurchaseOrderSn: sn };
}
