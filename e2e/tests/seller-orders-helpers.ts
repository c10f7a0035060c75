import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { teeId, waitRendered } from './designer-helpers';
import { completeTemplate } from './temu-template-helpers';
import { authHeader, data, registerAccount, uniqueName } from './web-helpers';

/**
 * The setup the order specs share, through the API and the strict Temu sandbox: a fresh seller with an authorised
 * sandbox shop, a design on the T-shirt made into a Temu template, published and put on sale, and stock-up orders the
 * sandbox raises for it, synced into PodBench. Each step is its own function so a spec can do one of them through
 * the browser instead (orders.spec.ts finishes the template in the editor, orders-erp.spec.ts syncs with 同步).
 */

/** Whoever acts: only the token is needed (a `registerAccount` result, or any signed-in account). */
type Signed = { token: string };

/** A sandbox Temu shop authorised for a seller: `id` is PodBench's shop id, `mallId` the sandbox's mall. */
export type BoundShop = { id: number; mallId: string };

/** A design layer on the T-shirt's front: a 2700 px square (`rect`) or circle (`ellipse`) at (900, 900). */
export type ShapeLayer = ReturnType<typeof shapeLayer>;

/** A filled `rect` or `ellipse` layer for `templateFromTeeDesign`, 2700 × 2700 px at (900, 900) on the front. */
export function shapeLayer(shape: 'rect' | 'ellipse', fill: string) {
  return { id: 's', type: 'shape', shape, x: 900, y: 900, width: 2700, height: 2700, fill };
}

/** Creates a sandbox Temu shop named `uniqueName(shopName)` and authorises it for the seller with its token. */
export async function bindSandboxShop(
  request: APIRequestContext,
  seller: Signed,
  shopName: string,
): Promise<BoundShop> {
  const shop = await data<{ mallId: string; accessToken: string }>(
    await request.post('/sandbox/temu/shops', { data: { mallName: uniqueName(shopName) } }),
  );
  const bound = await data<{ id: number }>(
    await request.post('/api/shop/authorize', {
      headers: authHeader(seller.token),
      data: { accessToken: shop.accessToken },
    }),
  );
  return { id: bound.id, mallId: shop.mallId };
}

/** A freshly registered seller (balance ¥0.00) with one sandbox Temu shop authorised (see `bindSandboxShop`). */
export async function sellerWithShop(request: APIRequestContext, shopName: string) {
  const seller = await registerAccount(request);
  const shop = await bindSandboxShop(request, seller, shopName);
  return { seller, shop };
}

/**
 * Saves a design called `name` on the T-shirt (白色, one `layer` on the front), waits for its renders and makes it
 * into a Temu template (做成模板). The template is not finished: the leaf, properties, mapping, size chart and prices
 * are left to the caller (`completeTemplate` by API, `completeTemplateInEditor` in the browser).
 */
export async function templateFromTeeDesign(
  request: APIRequestContext,
  seller: Signed,
  name: string,
  layer: ShapeLayer,
) {
  const headers = authHeader(seller.token);
  const productId = await teeId(request);
  const document = {
    version: 1,
    productId,
    colors: ['白色'],
    areas: {
      front: { name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75, layers: [layer] },
    },
  };
  const design = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', { headers, data: { name, productId, document, version: 0 } }),
  );
  await waitRendered(request, seller.token, design.id);
  const tpl = await data<{ id: number }>(
    await request.post('/api/clientProduct/temuTemplate/fromDesign', { headers, data: { designId: design.id } }),
  );
  return { templateId: tpl.id, productId };
}

/**
 * Publishes a finished template to the shop, waits until the seller's (only) publish record reads `success`
 * (within `publishTimeout`, 90 s unless given) and has the sandbox put the goods on sale, so it can raise orders for
 * them. Returns Temu's goods id.
 */
export async function publishAndPutOnSale(
  request: APIRequestContext,
  seller: Signed,
  shop: BoundShop,
  templateId: number,
  { publishTimeout = 90_000 } = {},
) {
  const headers = authHeader(seller.token);
  await data(
    await request.post('/api/clientProduct/uploadToTemu', {
      headers,
      data: { templateIds: [templateId], shopIds: [shop.id] },
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
      { timeout: publishTimeout, intervals: [500] },
    )
    .toBe('success');
  await data(await request.post('/sandbox/temu/control/goods/on-sale-now', { data: { productId: goodsId } }));
  return goodsId;
}

/**
 * The whole way from a design to goods on sale, by API: `templateFromTeeDesign`, finished with `completeTemplate`
 * (which must report no problems), then `publishAndPutOnSale`. Returns the template's id.
 */
export async function putDesignOnSale(
  request: APIRequestContext,
  seller: Signed,
  shop: BoundShop,
  name: string,
  layer: ShapeLayer,
) {
  const { templateId } = await templateFromTeeDesign(request, seller, name, layer);
  expect((await completeTemplate(request, seller.token, templateId)).problems).toEqual([]);
  await publishAndPutOnSale(request, seller, shop, templateId);
  return { templateId };
}

/** Has the sandbox raise `count` stock-up orders in the shop now (for its goods on sale); returns their numbers. */
export async function raiseOrders(request: APIRequestContext, shop: BoundShop, count: number) {
  const placed = await data<{ subPurchaseOrderSns: string[] }>(
    await request.post('/sandbox/temu/control/orders/create-now', { data: { mallId: shop.mallId, count } }),
  );
  return placed.subPurchaseOrderSns;
}

/**
 * Syncs the shop's stock-up orders (同步, by API) and waits up to 60 s until every one of `sns` is in the seller's
 * list (as 待支付). Returns their PodBench order ids, in the order of `sns`.
 */
export async function syncOrders(request: APIRequestContext, seller: Signed, shop: BoundShop, sns: string[]) {
  const headers = authHeader(seller.token);
  await data(await request.post('/api/orderTemu/sync', { headers, data: { shopId: shop.id } }));
  let ids: number[] = [];
  await expect
    .poll(
      async () => {
        ids = await Promise.all(
          sns.map(async (sn) => {
            const p = await data<{ rows: Array<{ id: number; subPurchaseOrderSn: string }> }>(
              await request.get(`/api/orderTemu/page?orderSn=${sn}`, { headers }),
            );
            return p.rows.find((r) => r.subPurchaseOrderSn === sn)?.id ?? 0;
          }),
        );
        return ids.filter((id) => id > 0).length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(sns.length);
  return ids;
}

/** `raiseOrders` then `syncOrders`: `count` new stock-up orders, synced. Returns their numbers and order ids. */
export async function raiseAndSyncOrders(request: APIRequestContext, seller: Signed, shop: BoundShop, count: number) {
  const sns = await raiseOrders(request, shop, count);
  const ids = await syncOrders(request, seller, shop, sns);
  return sns.map((subPurchaseOrderSn, i) => ({ subPurchaseOrderSn, id: ids[i]! }));
}
