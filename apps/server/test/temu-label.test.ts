import {
  TEMU_LABEL_API,
  TEMU_ORDER_ADMIN_API,
  TEMU_ORDER_API,
  type TemuLabelResult,
  type TemuOrderPage,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { stableDigits } from '../src/sandbox/temu/handlers/labels';
import { useTestApp } from './helper';
import { newOperator } from './money-fixtures';
import { readPdf } from './pdf-reader';
import { cancelOnTemu, raiseOrders, sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const op = await newOperator(t);

const labels = (token: string, payload: Record<string, unknown>, url: string = TEMU_LABEL_API.create) =>
  t.call<TemuLabelResult>({ method: 'POST', url, payload, token });

/** The PDF behind a link, fetched without a session as the /pdf page's frame does. */
async function fetchPdf(url: string) {
  const r = await t.app.inject({ method: 'GET', url });
  return { status: r.statusCode, headers: r.headers, bytes: new Uint8Array(r.rawPayload) };
}

async function ordersOf(token: string, sns: string[]) {
  const page = await t.call<TemuOrderPage>({ method: 'GET', url: `${TEMU_ORDER_API.page}?pageSize=100`, token });
  return sns.map((sn) => page.data.rows.find((r) => r.subPurchaseOrderSn === sn)!);
}

const labelFiles = async () => {
  let n = 0;
  for await (const _ of t.runtime.ctx.storage.list('tmp/labels/')) n++;
  return n;
};

describe('labels › customised-goods barcodes', () => {
  it('renders one 60×40 mm page per piece with the label code as a real Code 128, Chinese text and an embedded font', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t);
    const sns = await raiseOrders(t, shop.mallId, 2);
    await syncOrders(t, seller, shop.shopId);
    const orders = await ordersOf(seller.token, sns);
    const lines = await db
      .selectFrom('temu_order_lines')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('id')
      .execute();
    const snOf = new Map(orders.map((o) => [o.id, o.subPurchaseOrderSn]));
    // The label code Temu issues for each order line (the sandbox derives it from the order and SKU).
    const codes = lines.map((l) => stableDigits(`label|${snOf.get(Number(l.order_id))}|${l.product_sku_id}`, 12));
    const pieces = lines.reduce((n, l) => n + Number(l.quantity), 0);

    const r = await labels(seller.token, { ids: orders.map((o) => o.id), kind: 'barcode' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ kind: 'barcode', pages: pieces, orders: 2 });
    expect(r.data.fileName).toMatch(/^商品条码-\d{8}-\d{4}\.pdf$/);
    const pdf = await fetchPdf(r.data.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toMatch(/^inline; /);
    expect(pdf.bytes.length).toBe(r.data.bytes);
    const pages = await readPdf(pdf.bytes);
    expect(pages).toHaveLength(pieces);
    // 60 × 40 mm in points.
    expect(pages[0]!.widthPt).toBeCloseTo((60 * 72) / 25.4, 1);
    expect(pages[0]!.heightPt).toBeCloseTo((40 * 72) / 25.4, 1);
    // Every page's barcode decodes to its line's label code, pieces in order, the digits printed beneath.
    const expected = lines.flatMap((l, k) => Array.from({ length: Number(l.quantity) }, () => codes[k]!));
    expect(pages.map((p) => p.barcodes)).toEqual(expected.map((c) => [c]));
    pages.forEach((p, k) => {
      expect(p.text).toContain(expected[k]);
    });
    expect(pages[0]!.text).toContain(`备货单 ${orders[0]!.subPurchaseOrderSn}`);
    expect(pages[0]!.text).toContain(`货号 ${lines[0]!.sku_ext_code}`);
    expect(pages[0]!.text).toContain(orders[0]!.productName.slice(0, 4));
    expect(pages[0]!.text).toContain(`1/${lines[0]!.quantity}`);
    // The Chinese font travels inside the file, as a subset.
    const raw = Buffer.from(pdf.bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(raw).toMatch(/\/FontFile[23]? \d+ 0 R/);
    expect(pdf.bytes.length).toBeLessThan(60_000 + pieces * 3_000);

    // One per SKU line, and the same file as a download.
    const perSku = await labels(seller.token, { ids: [orders[1]!.id], kind: 'barcode', copies: 'sku' });
    const skuPages = await readPdf((await fetchPdf(perSku.data.url)).bytes);
    const second = lines.filter((l) => Number(l.order_id) === orders[1]!.id);
    expect(skuPages.map((p) => p.barcodes[0])).toEqual(second.map((l) => codes[lines.indexOf(l)]));
    expect(skuPages[0]!.text).toContain(`共 ${second[0]!.quantity} 件`);
    const dl = await fetchPdf(perSku.data.downloadUrl);
    expect(String(dl.headers['content-disposition'])).toMatch(
      /^attachment; filename="temu-barcode-.*filename\*=UTF-8''%E5%95%86/,
    );
  }, 120_000);

  it("gives another seller's order ids 404 (also mixed with their own), writing nothing; operators reach any order", async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t);
    const [sn] = await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const [order] = await ordersOf(seller.token, [sn!]);
    const other = await sellerWithOnSaleGoods(t);
    const [otherSn] = await raiseOrders(t, other.shop.mallId, 1);
    await syncOrders(t, other.seller, other.shop.shopId);
    const [own] = await ordersOf(other.seller.token, [otherSn!]);
    const before = await labelFiles();

    const foreign = await labels(other.seller.token, { ids: [order!.id], kind: 'barcode' });
    expect(foreign.code).toBe(404);
    expect(foreign.msg).toBe('订单不存在');
    expect((await labels(other.seller.token, { ids: [own!.id, order!.id], kind: 'barcode' })).code).toBe(404);
    expect((await labels(other.seller.token, { ids: [order!.id], kind: 'boxmark' })).code).toBe(404);
    expect(await labelFiles()).toBe(before);

    // Operators: any seller's orders through the console endpoint; sellers may not use it.
    expect((await labels(seller.token, { ids: [order!.id], kind: 'barcode' }, TEMU_LABEL_API.adminCreate)).code).toBe(
      403,
    );
    const asOp = await labels(op.token, { ids: [order!.id, own!.id], kind: 'barcode' }, TEMU_LABEL_API.adminCreate);
    expect(asOp.code).toBe(200);
    const text = (await readPdf((await fetchPdf(asOp.data.url)).bytes)).map((p) => p.text).join('\n');
    expect(text).toContain(sn);
    expect(text).toContain(otherSn);
    expect((await labels(op.token, { ids: [999_999_999], kind: 'barcode' }, TEMU_LABEL_API.adminCreate)).code).toBe(
      404,
    );
  }, 120_000);

  it('refuses bad input and cancelled orders in Chinese; a forged or altered link reads nothing', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t);
    const sns = await raiseOrders(t, shop.mallId, 2);
    await cancelOnTemu(t, sns[1]!);
    await syncOrders(t, seller, shop.shopId);
    const [live, cancelled] = await ordersOf(seller.token, sns);
    expect(cancelled!.state).toBe('cancelled');

    const bad = await labels(seller.token, { ids: [live!.id], kind: 'sticker' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/标签类型/);
    expect((await labels(seller.token, { ids: [], kind: 'barcode' })).msg).toMatch(/请选择订单/);
    const many = await labels(seller.token, { ids: Array.from({ length: 101 }, (_, i) => i + 1), kind: 'barcode' });
    expect(many.msg).toMatch(/一次最多/);
    const gone = await labels(seller.token, { ids: [live!.id, cancelled!.id], kind: 'barcode' });
    expect(gone.code).toBe(400);
    expect(gone.msg).toBe(`订单 ${sns[1]} 已取消，不能打印标签`);
    const unshipped = await labels(seller.token, { ids: [live!.id], kind: 'boxmark' });
    expect(unshipped.code).toBe(400);
    expect(unshipped.msg).toMatch(/还没有 Temu 发货单/);
    expect((await t.call({ method: 'POST', url: TEMU_LABEL_API.create, payload: { ids: [live!.id] } })).code).toBe(401);

    const ok = await labels(seller.token, { ids: [live!.id], kind: 'barcode', copies: 'sku' });
    expect(ok.code).toBe(200);
    const forged = ok.data.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetchPdf(forged)).status).toBe(404);
    const longer = ok.data.url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`);
    expect((await fetchPdf(longer)).status).toBe(404);
    const otherFile = ok.data.url.replace(/f=barcode-/, 'f=boxmark-');
    expect((await fetchPdf(otherFile)).status).toBe(404);
    expect((await fetchPdf(`${TEMU_LABEL_API.file}?f=x&exp=1&sig=y`)).status).toBe(400);
  }, 120_000);
});

describe('labels › box marks', () => {
  it('after shipping: one 100×100 mm page per package with the package and ship-order numbers as Code 128', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    const [sn] = await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const [order] = await ordersOf(seller.token, [sn!]);
    const ids = [order!.id];
    expect(
      (await t.call({ method: 'POST', url: TEMU_ORDER_API.pay, payload: { ids }, token: seller.token })).code,
    ).toBe(200);
    const admin = (url: string, payload: Record<string, unknown>) =>
      t.call<{ shipments?: Array<{ deliveryOrderSn: string }> }>({ method: 'POST', url, payload, token: op.token });
    await admin(TEMU_ORDER_ADMIN_API.startProduction, { ids });
    await admin(TEMU_ORDER_ADMIN_API.markProduced, { ids });
    const shipped = await admin(TEMU_ORDER_ADMIN_API.ship, {
      ids,
      carrier: '顺丰速运',
      trackingNo: 'SF20261126001',
      weightG: 800,
    });
    expect(shipped.code).toBe(200);
    const deliveryOrderSn = shipped.data.shipments![0]!.deliveryOrderSn;

    const r = await labels(seller.token, { ids, kind: 'boxmark' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ kind: 'boxmark', pages: 1, orders: 1 });
    const pages = await readPdf((await fetchPdf(r.data.url)).bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.widthPt).toBeCloseTo((100 * 72) / 25.4, 1);
    expect(pages[0]!.heightPt).toBeCloseTo((100 * 72) / 25.4, 1);
    const packageSn = `PC${stableDigits(`pkg|${deliveryOrderSn}|1`, 13)}`;
    expect(pages[0]!.barcodes.sort()).toEqual([deliveryOrderSn, packageSn].sort());
    const text = pages[0]!.text;
    for (const s of ['箱唛', 'Temu 广州白云仓', '包裹1/1', deliveryOrderSn, sn!, packageSn, '顺丰速运 SF20261126001']) {
      expect(text).toContain(s);
    }
    expect(text).toContain(`合计 ${order!.quantity} 件`);
    // The operator prints the same box mark from the console.
    const again = await labels(op.token, { ids, kind: 'boxmark' }, TEMU_LABEL_API.adminCreate);
    expect((await readPdf((await fetchPdf(again.data.url)).bytes))[0]!.barcodes).toContain(packageSn);
  }, 120_000);
});
