import { TEMU_LABEL_API, TEMU_ORDER_API, type TemuLabelResult, type TemuOrderPage } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { createLabels } from '../src/modules/temu-label/service';
import { syncShopOrders } from '../src/modules/temu-order/sync';
import { useTestApp } from './helper';
import { newOperator } from './money-fixtures';
import { orderLike, ordersGateway } from './temu-order-views-fixtures';
import { sellerWithShops } from './temu-publish-fixtures';

/**
 * Label requests' guards, independent of what Temu answers (the suite's own golden-sample gateway stands in for
 * Temu; temu-label-print.test.ts checks the labels themselves): scope, input, cancelled and unshipped orders, and
 * the signed link of the fallback PDF.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const op = await newOperator(t);
const labels = (token: string, payload: Record<string, unknown>, url: string = TEMU_LABEL_API.create) =>
  t.call<TemuLabelResult>({ method: 'POST', url, payload, token });
const fetchStatus = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

async function twoOrders() {
  const { seller, shops } = await sellerWithShops(t, 1);
  const shop = { id: shops[0]!.shopId, mainId: seller.mainId };
  const live = orderLike(() => {});
  const cancelled = orderLike((o) => {
    o.status = 10;
  });
  const { g, caller } = ordersGateway({ orders: () => [live, cancelled] });
  await syncShopOrders(db, caller, shop);
  const page = await t.call<TemuOrderPage>({ method: 'GET', url: TEMU_ORDER_API.page, token: seller.token });
  const row = (sn: string) => page.data.rows.find((r) => r.subPurchaseOrderSn === sn)!;
  return { seller, g, live: row(live.subPurchaseOrderSn), cancelled: row(cancelled.subPurchaseOrderSn) };
}

describe('labels › guards', () => {
  it("gives another seller's order ids 404 and bad input 400 in Chinese; cancelled and unshipped orders are refused", async () => {
    const { seller, live, cancelled } = await twoOrders();
    expect(cancelled.state).toBe('cancelled');
    const other = await sellerWithShops(t, 1);
    for (const url of [TEMU_LABEL_API.create, TEMU_LABEL_API.print]) {
      const foreign = await labels(other.seller.token, { ids: [live.id], kind: 'barcode' }, url);
      expect(foreign.code).toBe(404);
      expect(foreign.msg).toBe('订单不存在');
    }
    expect((await labels(seller.token, { ids: [live.id], kind: 'barcode' }, TEMU_LABEL_API.adminCreate)).code).toBe(
      403,
    );
    expect((await labels(op.token, { ids: [999_999_999], kind: 'barcode' }, TEMU_LABEL_API.adminCreate)).code).toBe(
      404,
    );
    expect((await labels(seller.token, { ids: [live.id], kind: 'sticker' })).msg).toMatch(/标签类型/);
    expect((await labels(seller.token, { ids: [], kind: 'barcode' })).msg).toMatch(/请选择订单/);
    const many = await labels(seller.token, { ids: Array.from({ length: 101 }, (_, i) => i + 1), kind: 'barcode' });
    expect(many.msg).toMatch(/一次最多/);
    const gone = await labels(seller.token, { ids: [live.id, cancelled.id], kind: 'barcode' });
    expect(gone.code).toBe(400);
    expect(gone.msg).toBe(`订单 ${cancelled.subPurchaseOrderSn} 已取消，不能打印标签`);
    const unshipped = await labels(seller.token, { ids: [live.id], kind: 'boxmark' }, TEMU_LABEL_API.print);
    expect(unshipped.code).toBe(400);
    expect(unshipped.msg).toMatch(/还没有 Temu 发货单/);
    expect((await t.call({ method: 'POST', url: TEMU_LABEL_API.print, payload: { ids: [live.id] } })).code).toBe(401);
  }, 120_000);

  it('the fallback PDF sits behind a signed link: a forged, extended or other-kind link reads nothing', async () => {
    const { seller, g, live } = await twoOrders();
    const ok = await createLabels(
      t.runtime.ctx,
      { mainId: seller.mainId },
      { ids: [live.id], kind: 'barcode', copies: 'sku' },
      async () => g.caller,
    );
    expect(ok.fileName).toMatch(/^商品条码-\d{8}-\d{4}\.pdf$/);
    // Not on the desk yet: the line's base SKU id is asked (productSkuIdList).
    expect(g.callsOf('bg.glo.goods.custom.label.get')[0]!.params).toHaveProperty('productSkuIdList');
    expect(await fetchStatus(ok.url)).toBe(200);
    const dl = await t.app.inject({ method: 'GET', url: ok.downloadUrl });
    expect(String(dl.headers['content-disposition'])).toMatch(
      /^attachment; filename="temu-barcode-.*filename\*=UTF-8''%E5%95%86/,
    );
    expect(await fetchStatus(ok.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAA'))).toBe(404);
    expect(await fetchStatus(ok.url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`))).toBe(404);
    expect(await fetchStatus(ok.url.replace(/f=barcode-/, 'f=boxmark-'))).toBe(404);
    expect(await fetchStatus(`${TEMU_LABEL_API.file}?f=x&exp=1&sig=y`)).toBe(400);
  }, 120_000);
});
