import {
  TEMU_LABEL_API,
  TEMU_ORDER_API,
  type TemuLabelPrintResult,
  type TemuLabelResult,
  type TemuOrderPage,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { boxMarks, createLabels, printLabels } from '../src/modules/temu-label/service';
import { syncShopOrders } from '../src/modules/temu-order/sync';
import { parseReferenceSample, referenceManifest } from '../../../packages/temu/src/types/reference-samples';
import { useTestApp } from './helper';
import { readPdf } from './pdf-reader';
import { goldenResult } from './temu-fake-gateway';
import { orderLike, ordersGateway } from './temu-order-views-fixtures';
import { sellerWithShops } from './temu-publish-fixtures';

/**
 * Labels on Temu's protocol, against the suite's own fake gateway answering the reference's golden samples (not the
 * sandbox): Temu's print page through a fresh dataKey per click (return_data_key "true" → a bare string), and our
 * PDF fallback drawn from the documented data fields — parsed back here (text and Code 128) and compared with the
 * reference samples.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const sample = (file: string) =>
  (parseReferenceSample(referenceManifest().find((f) => f.file === file)!) as { result: unknown }).result;
/** Temu doc 120's dataKey sample (a bare string). */
const DOC_KEY = sample('print-datakey.boxmarkinfo.response.txt') as string;
type Staging = {
  list: Array<{ orderDetailVOList: Array<Record<string, unknown>>; subPurchaseOrderBasicVO: Record<string, unknown> }>;
};
type CustomData = {
  personalLabelCodePageResult: {
    data: Array<{
      productSkuLabelCodeDTO: { productSkuId: number; labelCode: number };
      productSkuDTO: { extCode: string; productSkuSpec: { specList: Array<{ specName: string }> } };
      productOrigin: { region1Name: string };
    }>;
  };
};
type Mark = Record<string, unknown> & { deliveryOrderSn: string; packageSn: string };

async function fetchPdf(url: string) {
  const r = await t.app.inject({ method: 'GET', url });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  return readPdf(new Uint8Array(r.rawPayload));
}

/** A seller whose golden order is synced, paid (to produce) and on Temu's desk: its customised SKU id is known. */
async function orderOnDesk(deliveryOrderSn: string | null = null) {
  const { seller, shops } = await sellerWithShops(t, 1);
  const shop = { id: shops[0]!.shopId, mainId: seller.mainId };
  const order = orderLike((o) => {
    if (deliveryOrderSn) o.deliverInfo = { ...o.deliverInfo, deliveryOrderSn };
  });
  const { g, caller } = ordersGateway({ orders: () => [order] });
  const staging = structuredClone(goldenResult('bg.shiporder.staging.get')) as Staging;
  staging.list[0]!.subPurchaseOrderBasicVO.subPurchaseOrderSn = order.subPurchaseOrderSn;
  staging.list[0]!.orderDetailVOList[0]!.personalText = 'Lily ♥ 2026';
  g.on('bg.shiporder.staging.get', () => ({ result: staging }));
  await syncShopOrders(db, caller, shop);
  await db.updateTable('temu_orders').set({ state: 'to_produce' }).where('shop_id', '=', shop.id).execute();
  await syncShopOrders(db, caller, shop);
  const list = await t.call<TemuOrderPage>({ method: 'GET', url: TEMU_ORDER_API.page, token: seller.token });
  const row = list.data.rows[0]!;
  expect(row.personalTexts).toEqual(['Lily ♥ 2026']);
  const personalSkuId = Number(staging.list[0]!.orderDetailVOList[0]!.productSkuId);
  return { seller, shop, order, row, g, callerFor: async () => g.caller, personalSkuId };
}

describe('labels › Temu print page (dataKey)', () => {
  it('asks Temu for a fresh dataKey on every click (never cached) and opens the PA print page with it', async () => {
    const { seller, row, g, callerFor, personalSkuId } = await orderOnDesk();
    g.on('bg.glo.goods.custom.label.get', (p, n) =>
      p.return_data_key === 'true'
        ? { result: `${DOC_KEY}+/${n}` }
        : { error: { errorCode: 1000005, errorMsg: '系统异常' } },
    );
    const before = Date.now();
    const first = await printLabels(
      t.runtime.ctx,
      { mainId: seller.mainId },
      { ids: [row.id], kind: 'barcode' },
      callerFor,
    );
    const second = await printLabels(
      t.runtime.ctx,
      { mainId: seller.mainId },
      { ids: [row.id], kind: 'barcode' },
      callerFor,
    );
    // The customised SKU the desk gave, print mode as Temu's samples send it (the string "true").
    expect(g.callsOf('bg.glo.goods.custom.label.get').map((c) => c.params)).toEqual([
      { personalProductSkuIdList: [personalSkuId], return_data_key: 'true' },
      { personalProductSkuIdList: [personalSkuId], return_data_key: 'true' },
    ]);
    expect(first.pages).toHaveLength(1);
    // Local mode: the sandbox's PA gateway serves Temu's /tool/print; the key is URL-encoded.
    expect(first.pages[0]!.url).toBe(`/sandbox/temu/pa/tool/print?dataKey=${encodeURIComponent(`${DOC_KEY}+/1`)}`);
    expect(second.pages[0]!.url).toBe(`/sandbox/temu/pa/tool/print?dataKey=${encodeURIComponent(`${DOC_KEY}+/2`)}`);
    expect(first.pages[0]!.url).not.toBe(second.pages[0]!.url);
    expect(first.expiresAt).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(first.expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(first).toMatchObject({ kind: 'barcode', orders: 1 });
    expect(first.pages[0]!.shopId).toBe(row.shopId);

    // Temu refusing is a 400 in Chinese naming it; the data-mode error is not a print page.
    g.on('bg.glo.goods.custom.label.get', () => ({ error: { errorCode: 1000005, errorMsg: '系统异常' } }));
    await expect(
      printLabels(t.runtime.ctx, { mainId: seller.mainId }, { ids: [row.id], kind: 'barcode' }, callerFor),
    ).rejects.toThrow(/Temu 未返回打印页/);

    // Over HTTP: another seller's order is 404 before Temu is asked; sellers may not use the console's route.
    const other = await sellerWithShops(t, 1);
    const foreign = await t.call({
      method: 'POST',
      url: TEMU_LABEL_API.print,
      payload: { ids: [row.id], kind: 'barcode' },
      token: other.seller.token,
    });
    expect(foreign.code).toBe(404);
    expect(foreign.msg).toBe('订单不存在');
    const console = await t.call({
      method: 'POST',
      url: TEMU_LABEL_API.adminPrint,
      payload: { ids: [row.id], kind: 'barcode' },
      token: seller.token,
    });
    expect(console.code).toBe(403);
    const bad = await t.call({
      method: 'POST',
      url: TEMU_LABEL_API.print,
      payload: { ids: [row.id], kind: 'x' },
      token: seller.token,
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/标签类型/);
  }, 120_000);

  it('box marks by ship order: a fresh CN print page per click, our PDF from the documented fields, 404 for others', async () => {
    const marks = structuredClone(sample('bg.logistics.boxmarkinfo.get.data.response.txt')) as Mark[];
    const fh = marks[0]!.deliveryOrderSn;
    const { seller, row, g, callerFor } = await orderOnDesk(fh);
    g.on('bg.logistics.boxmarkinfo.get', (p, n) => ({
      result: p.return_data_key === 'true' ? `${DOC_KEY}${n}` : marks,
    }));
    const ctx = t.runtime.ctx;
    const scope = { mainId: seller.mainId };

    const print = await boxMarks(ctx, scope, { deliveryOrderSns: [fh], mode: 'print' }, callerFor);
    expect(print).toMatchObject({ kind: 'boxmark', orders: 1 });
    expect((print as TemuLabelPrintResult).pages[0]!.url).toBe(
      `/sandbox/temu/tool/print?dataKey=${encodeURIComponent(`${DOC_KEY}1`)}`,
    );
    // From the order list too (the order carries Temu's FH), with its own fresh key.
    const fromOrder = await printLabels(ctx, scope, { ids: [row.id], kind: 'boxmark' }, callerFor);
    expect(fromOrder.pages[0]!.url).toBe(`/sandbox/temu/tool/print?dataKey=${encodeURIComponent(`${DOC_KEY}2`)}`);
    expect(g.callsOf('bg.logistics.boxmarkinfo.get').map((c) => c.params)).toEqual([
      { deliveryOrderSnList: [fh], return_data_key: 'true' },
      { deliveryOrderSnList: [fh], return_data_key: 'true' },
    ]);

    // The fallback PDF: one 100×100 mm page per package, every value from Temu's data on it.
    const pdf = (await boxMarks(ctx, scope, { deliveryOrderSns: [fh], mode: 'pdf' }, callerFor)) as TemuLabelResult;
    expect(g.callsOf('bg.logistics.boxmarkinfo.get').at(-1)!.params).toEqual({ deliveryOrderSnList: [fh] });
    expect(pdf).toMatchObject({ kind: 'boxmark', pages: marks.length });
    const pages = await fetchPdf(pdf.url);
    expect(pages).toHaveLength(marks.length);
    expect(pages[0]!.widthPt).toBeCloseTo((100 * 72) / 25.4, 1);
    const m = marks[0]!;
    expect(pages[0]!.barcodes.sort()).toEqual([m.deliveryOrderSn, m.packageSn].sort());
    const text = pages[0]!.text;
    for (const s of [
      m.deliveryOrderSn,
      m.packageSn,
      String(m.subPurchaseOrderSn),
      String(m.subWarehouseName),
      `${m.packageIndex}/${m.totalPackageNum}`,
      `SKC ${m.productSkcId}`,
      `货号 ${m.skcExtCode}`,
      `本箱 ${m.packageSkcNum} 件`,
      `发货 ${m.deliverSkcNum} 件`,
      `第三方物流 ${m.expressCompany} ${m.expressDeliverySn}`,
      '首单',
    ]) {
      expect(text).toContain(s);
    }
    // The order list's fallback reads the same data through the order's FH.
    const viaOrder = await createLabels(ctx, scope, { ids: [row.id], kind: 'boxmark', copies: 'piece' }, callerFor);
    expect((await fetchPdf(viaOrder.url))[0]!.barcodes).toContain(m.packageSn);

    // Someone else's ship order (or an unknown one) is 404; a bad number is 400 in Chinese.
    const other = await sellerWithShops(t, 1);
    await expect(
      boxMarks(ctx, { mainId: other.seller.mainId }, { deliveryOrderSns: [fh], mode: 'print' }, callerFor),
    ).rejects.toThrow(`发货单 ${fh} 不存在`);
    const bad = await t.call({
      method: 'POST',
      url: TEMU_LABEL_API.boxMarks,
      payload: { deliveryOrderSns: ['WB123'] },
      token: seller.token,
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/发货单号须为 FH/);
  }, 120_000);
});

describe('labels › fallback PDF of customised-goods barcodes', () => {
  it('draws one 60×40 mm label per piece from custom.label.get data: labelCode as Code 128, SKU code, spec, origin', async () => {
    const { seller, row, order, g, callerFor, personalSkuId } = await orderOnDesk();
    const data = structuredClone(goldenResult('bg.glo.goods.custom.label.get')) as CustomData;
    const label = data.personalLabelCodePageResult.data[0]!;
    expect(label.productSkuLabelCodeDTO.productSkuId).toBe(personalSkuId);
    const r = await createLabels(
      t.runtime.ctx,
      { mainId: seller.mainId },
      { ids: [row.id], kind: 'barcode', copies: 'piece' },
      callerFor,
    );
    expect(g.callsOf('bg.glo.goods.custom.label.get').map((c) => c.params)).toEqual([
      { personalProductSkuIdList: [personalSkuId], page: 1, pageSize: 50 },
    ]);
    const quantity = order.skuQuantityDetailList![0]!.purchaseQuantity;
    expect(r).toMatchObject({ kind: 'barcode', pages: quantity, orders: 1 });
    const pages = await fetchPdf(r.url);
    expect(pages).toHaveLength(quantity);
    expect(pages[0]!.widthPt).toBeCloseTo((60 * 72) / 25.4, 1);
    expect(pages[0]!.heightPt).toBeCloseTo((40 * 72) / 25.4, 1);
    const code = String(label.productSkuLabelCodeDTO.labelCode);
    expect(pages.map((p) => p.barcodes)).toEqual(pages.map(() => [code]));
    const text = pages[0]!.text;
    for (const s of [
      code,
      `货号 ${label.productSkuDTO.extCode}`,
      label.productSkuDTO.productSkuSpec.specList.map((x) => x.specName).join('/'),
      `Made in ${label.productOrigin.region1Name}`,
      `备货单 ${order.subPurchaseOrderSn}`,
      `SKU ID ${personalSkuId}`,
      `1/${quantity}`,
    ]) {
      expect(text).toContain(s);
    }
    // Per SKU: one page.
    const perSku = await createLabels(
      t.runtime.ctx,
      { mainId: seller.mainId },
      { ids: [row.id], kind: 'barcode', copies: 'sku' },
      callerFor,
    );
    const one = await fetchPdf(perSku.url);
    expect(one).toHaveLength(1);
    expect(one[0]!.text).toContain(`共 ${quantity} 件`);
  }, 120_000);
});
