import {
  type QualityCheckDetail,
  type QualityCheckRow,
  type Shipment,
  TEMU_GOODS_API,
  TEMU_LABEL_API,
  type TemuLabelPrintResult,
  type TemuLabelResult,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { readPdf } from './pdf-reader';
import { control } from './temu-goods-fixtures';
import { drainSyncs } from './temu-goods-sync-fixtures';
import { sandboxGoods } from './temu-publish-fixtures';
import { boxesFor, deskApi, key, paidOrders, runTracking } from './temu-shipping-desk-fixtures';

/**
 * Issue 19 end to end through the product's own HTTP API on the strict Temu sandbox: paid stock-up orders → the
 * shipping desk → a shipment with boxes → box marks (by FH number) and the customised SKUs' barcodes printed through
 * the label module → quoted and booked on the platform carrier → received (tracking job) → quality checks synced →
 * the failed checks' flaws shown by our detail. The failure is asked of the sandbox (inspect-now with a chosen
 * defect name and 次品数), so the expected defects are what this test asked for; the shapes are
 * bg.goods.qualityinspection*.md's (historyVOS[].qcDetail.flawDTOList, qcResult 1 合格 / 2 不合格).
 */
const t = await useTestApp();

const FLAW = '印花模糊';
const DEFECTIVE = 2;

async function pdfOf(url: string) {
  const r = await t.app.inject({ method: 'GET', url });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  return readPdf(new Uint8Array(r.rawPayload));
}

describe('issue 19: ship stock-up orders, then their quality checks', () => {
  it('box marks and barcodes are printed, the orders booked on the platform carrier, received and quality-checked; failed checks show their flaws', async () => {
    const { seller, shop, ids, sns } = await paidOrders(t, 6);
    const me = deskApi(t, seller.token);
    const post = <T>(url: string, payload: Record<string, unknown>) =>
      t.call<T>({ method: 'POST', url, payload, token: seller.token });

    // On the desk, then one shipment (one box) per warehouse group.
    const added = await me.add(ids);
    expect(added.code).toBe(200);
    expect(added.data.refused).toEqual([]);
    const groups = (await me.desk(shop.shopId)).data.groups;
    expect(groups.flatMap((g) => g.orders.map((o) => o.orderId)).sort((a, b) => a - b)).toEqual(ids);
    const deliveryAddressId = (await me.addresses(shop.shopId)).data.rows[0]!.id;
    const shipments: Shipment[] = [];
    for (const g of groups) {
      const made = await me.create({
        requestKey: key(),
        shopId: shop.shopId,
        subWarehouseId: g.subWarehouseId,
        deliveryAddressId,
        boxes: boxesFor(g, 1),
      });
      expect(made.code).toBe(200);
      expect(made.data.state).toBe('created');
      expect(made.data.shipOrders).toHaveLength(g.orders.length);
      shipments.push(made.data);
    }

    for (const s of shipments) {
      const fhs = s.shipOrders.map((f) => f.deliveryOrderSn);
      for (const fh of fhs) expect(fh).toMatch(/^FH\d+$/);
      const orderIds = s.shipOrders.map((f) => f.orderId);

      // Box marks through the label module by FH number: Temu's print page (a fresh dataKey), and our PDF whose
      // barcodes carry the FH numbers. Then the desk is told they are printed (it asks Temu).
      const page = await post<TemuLabelPrintResult>(TEMU_LABEL_API.boxMarks, { deliveryOrderSns: fhs, mode: 'print' });
      expect(page.code).toBe(200);
      expect(page.data.kind).toBe('boxmark');
      expect(page.data.pages).toHaveLength(1);
      expect(page.data.pages[0]!).toMatchObject({ shopId: shop.shopId });
      expect(page.data.pages[0]!.url).toMatch(/\/tool\/print\?dataKey=./);
      const marks = await post<TemuLabelResult>(TEMU_LABEL_API.boxMarks, { deliveryOrderSns: fhs, mode: 'pdf' });
      expect(marks.code).toBe(200);
      const markPages = await pdfOf(marks.data.url);
      expect(markPages.length).toBeGreaterThanOrEqual(1);
      const markCodes = new Set(markPages.flatMap((p) => p.barcodes));
      for (const fh of fhs) expect(markCodes).toContain(fh);
      const printed = await me.printed(s.id);
      expect(printed.code).toBe(200);
      expect(printed.data.boxMarksPrintedAt).not.toBeNull();

      // The customised SKUs' barcodes: Temu's print page, and our PDF with one label per piece.
      const codes = await post<TemuLabelPrintResult>(TEMU_LABEL_API.print, { ids: orderIds, kind: 'barcode' });
      expect(codes.code).toBe(200);
      expect(codes.data).toMatchObject({ kind: 'barcode', orders: orderIds.length });
      expect(codes.data.pages[0]!.url).toMatch(/\/tool\/print\?dataKey=./);
      const labels = await post<TemuLabelResult>(TEMU_LABEL_API.create, {
        ids: orderIds,
        kind: 'barcode',
        copies: 'sku',
      });
      expect(labels.code).toBe(200);
      const labelPages = await pdfOf(labels.data.url);
      expect(labelPages.length).toBeGreaterThanOrEqual(orderIds.length);
      for (const p of labelPages) expect(p.barcodes).toHaveLength(1);

      // Platform carrier: quote, then book inside the first pickup slot (deliverMethod 2 平台物流).
      const quote = await me.quote(s.id, 4_000);
      expect(quote.code).toBe(200);
      const opt = quote.data.options[0]!;
      expect(opt.slots.length).toBeGreaterThan(0);
      const booked = await me.book({
        id: s.id,
        method: 'platform',
        predictId: opt.predictId,
        pickupAt: opt.slots[0]!.start,
        weightG: 4_000,
      });
      expect([booked.code, booked.msg]).toEqual([200, '已发货']);
      expect(booked.data.state).toBe('booked');
      expect(booked.data.carrier).toMatchObject({ deliverMethod: 2 });
      expect(booked.data.carrier!.expressBatchSn).toMatch(/^EB\d+$/);
    }

    // The warehouse receives every FH; the tracking job follows them to 已收货 / 已入库.
    for (const f of shipments.flatMap((s) => s.shipOrders)) {
      const r = await t.call({
        method: 'POST',
        url: TEMU_SANDBOX.receiveNow,
        payload: { deliveryOrderSn: f.deliveryOrderSn },
      });
      expect(r.code).toBe(200);
    }
    expect((await me.track(shop.shopId)).data.jobIds).toHaveLength(1);
    await runTracking(t);
    for (const s of shipments) expect(['received', 'warehoused']).toContain((await me.shipment(s.id)).data.state);

    // The received goods are inspected twice: once passing every SKU, once failing (the first SKU at least) with
    // the defect and 次品数 this test chose.
    const [listed] = await sandboxGoods(t, shop.mallId);
    await control(t, TEMU_SANDBOX.inspectNow, { productId: listed!.productId, result: 'pass' });
    const goods = await control(t, TEMU_SANDBOX.inspectNow, {
      productId: listed!.productId,
      result: 'fail',
      flaw: FLAW,
      defective: DEFECTIVE,
    });
    const skuCount = goods.skuIds.length;
    expect(skuCount).toBeGreaterThan(1);

    // Synced through our QC API (bg.goods.qualityinspection.get → …detail.get per bill).
    const sync = await post<{ jobIds: number[] }>(TEMU_GOODS_API.qcSync, { shopId: shop.shopId });
    expect(sync.code).toBe(200);
    expect(sync.data.jobIds.length).toBeGreaterThan(0);
    await drainSyncs(t);
    const page = (qs: string) =>
      t.call<{ rows: QualityCheckRow[]; total: number }>({
        method: 'GET',
        url: `${TEMU_GOODS_API.qcPage}?pageSize=100&shopId=${shop.shopId}${qs}`,
        token: seller.token,
      });
    const detail = (id: number) =>
      t.call<QualityCheckDetail>({ method: 'GET', url: `${TEMU_GOODS_API.qcDetail}?id=${id}`, token: seller.token });
    const all = (await page('')).data;
    expect(all.total).toBe(2 * skuCount); // one bill per SKU of the product and inspection
    const failed = (await page('&result=2')).data;
    const passed = (await page('&result=1')).data;
    // Some checks fail (the first SKU at least), the others pass.
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(passed.total).toBeGreaterThanOrEqual(skuCount);
    expect(failed.total + passed.total).toBe(2 * skuCount);
    expect(new Set(all.rows.map((r) => r.productSkuId))).toEqual(new Set(goods.skuIds.map(String)));

    for (const row of failed.rows) {
      expect(row).toMatchObject({ result: 2, defectCount: DEFECTIVE, productId: String(goods.productId) });
      const d = await detail(row.id);
      expect(d.code).toBe(200);
      // The flaws are shown: the defect asked for, with its photo, on the SKU inspected.
      expect(d.data.defects).toHaveLength(1);
      const defect = d.data.defects[0]!;
      expect(defect.name).toBe(FLAW);
      expect(defect.skuIds).toEqual([row.productSkuId]);
      expect(defect.photos.length).toBeGreaterThan(0);
      for (const photo of defect.photos) expect(photo).toMatch(/^(https?:\/\/|\/sandbox\/temu\/)/);
      expect(d.data.history).toHaveLength(1);
      const h = d.data.history[0]!;
      expect(h).toMatchObject({ qcType: 1, result: 2, defectiveQuantity: DEFECTIVE });
      expect(h.totalQuantity).toBeGreaterThanOrEqual(DEFECTIVE);
      expect(h.defects).toEqual(d.data.defects);
      expect(h.skus).toEqual([
        expect.objectContaining({ productSkuId: row.productSkuId, defectiveQuantity: DEFECTIVE }),
      ]);
    }
    for (const row of passed.rows) {
      expect(row).toMatchObject({ result: 1, defectCount: 0 });
      const d = await detail(row.id);
      expect(d.data.defects).toEqual([]);
      expect(d.data.history[0]).toMatchObject({ result: 1, defectiveQuantity: 0 });
    }
    // A SKU that was shipped and received is checked against the stock-up order it came in.
    // Every inspected SKU came in the stock-up orders shipped here: each bill names one of them (purchaseNo).
    for (const row of all.rows) expect(sns).toContain((await detail(row.id)).data.purchaseNo);
  }, 600_000);
});
