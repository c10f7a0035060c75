import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { type RawShop, rawTemu, referenceManifest, referenceSample } from './sandbox-temu-client';
import { control, sampleGoods } from './temu-goods-fixtures';

const t = await useTestApp();
const temu = rawTemu(t);
vi.setConfig({ testTimeout: 60_000 });

// biome-ignore lint/suspicious/noExplicitAny: reference samples are untyped JSON
type Obj = Record<string, any>;

const LIST = 'bg.goods.qualityinspection.get';
const DETAIL = 'bg.goods.qualityinspectiondetail.get';

/** The keys of the reference's answer that ours lacks (objects recursively, lists by their first element). */
function missingKeys(sample: unknown, ours: unknown, at = 'result'): string[] {
  if (Array.isArray(sample)) {
    if (!Array.isArray(ours)) return [at];
    if (sample.length && !ours.length) return [`${at}[] (empty)`];
    return sample.length ? missingKeys(sample[0], ours[0], `${at}[]`) : [];
  }
  if (sample && typeof sample === 'object') {
    if (!ours || typeof ours !== 'object') return [at];
    return Object.entries(sample).flatMap(([k, v]) =>
      k in (ours as Obj) ? missingKeys(v, (ours as Obj)[k], `${at}.${k}`) : [`${at}.${k}`],
    );
  }
  return [];
}

const fixture = (type: string, kind: 'request' | 'response') => {
  const f = referenceManifest().find((m) => m.type === type && m.kind === kind);
  if (!f) throw new Error(`no ${kind} sample for ${type}`);
  return referenceSample<Obj>(f.file);
};

describe('sandbox Temu quality checks as the reference documents them (raw doc 192 client)', () => {
  let shop: RawShop;
  let other: RawShop;
  let productId: number;
  let skuIds: number[];

  beforeAll(async () => {
    shop = await temu.shop();
    other = await temu.shop();
    const g = await sampleGoods(t, shop.mallId, { skcs: 2 });
    productId = g.productId;
    skuIds = g.skuIds;
    // One inspection that fails (its first SKU at least, with flaws) and one that passes every SKU.
    await control(t, TEMU_SANDBOX.inspectNow, { productId, result: 'fail' });
    await control(t, TEMU_SANDBOX.inspectNow, { productId, result: 'pass' });
  });

  it('accepts the list request sample and answers every key of the answer sample, rows without skuQcResult', async () => {
    const req = fixture(LIST, 'request');
    expect(req.pageInfo).toEqual({ pageNo: 1, pageSize: 50 });
    const r = await temu.call<Obj>('CN', LIST, shop, req);
    expect(r.errorMsg).toBe('');
    expect(r).toMatchObject({ success: true, errorCode: 1000000 });
    // The sample asks for failed inspections: the failed run's first SKU at least, none of the passing run.
    expect(r.result.total).toBeGreaterThan(0);
    expect(r.result.total).toBeLessThan(skuIds.length);
    expect(r.result.skuList).toHaveLength(r.result.total);
    expect(missingKeys(fixture(LIST, 'response').result, r.result)).toEqual([]);
    for (const row of r.result.skuList as Obj[]) {
      expect(row).not.toHaveProperty('skuQcResult');
      expect(row).not.toHaveProperty('flawCount');
      expect(row.spuId).toBe(productId);
      expect(skuIds).toContain(row.productSkuId);
      expect(row.purchaseNo).toMatch(/^WB\d{15}$/);
      expect(row.qcResultUpdateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(row.catName).toBe('T恤');
      expect(row.thumbUrl).toMatch(/^\/sandbox\/temu\/img\//);
    }
  });

  it('filters by result, SKU, SKC, purchase number and time, and pages with pageInfo', async () => {
    const all = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 1, pageSize: 100 } });
    expect(all.result.total).toBe(2 * skuIds.length);
    const pass = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 1, pageSize: 100 }, skuQcResult: 1 });
    const fail = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 1, pageSize: 100 }, skuQcResult: 2 });
    expect(pass.result.total + fail.result.total).toBe(all.result.total);
    expect(pass.result.total).toBeGreaterThanOrEqual(skuIds.length);

    const first = all.result.skuList[0] as Obj;
    const bySku = await temu.call<Obj>('CN', LIST, shop, {
      pageInfo: { pageNo: 1, pageSize: 100 },
      skuIdList: [first.productSkuId],
    });
    expect(bySku.result.total).toBe(2);
    const bySkc = await temu.call<Obj>('CN', LIST, shop, {
      pageInfo: { pageNo: 1, pageSize: 100 },
      skcIdList: [first.productSkcId],
    });
    expect(bySkc.result.total).toBe(skuIds.length); // two SKCs, half the SKUs each, inspected twice
    const byNo = await temu.call<Obj>('CN', LIST, shop, {
      pageInfo: { pageNo: 1, pageSize: 100 },
      purchaseNo: [first.purchaseNo],
    });
    expect(byNo.result.skuList.map((x: Obj) => x.qcBillId)).toContain(first.qcBillId);
    const future = await temu.call<Obj>('CN', LIST, shop, {
      pageInfo: { pageNo: 1, pageSize: 100 },
      qcResultUpdateTimeBegin: Date.now() + 3600_000,
    });
    expect(future.result).toEqual({ total: 0, skuList: [] });

    const page2 = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 2, pageSize: 5 } });
    expect(page2.result.total).toBe(all.result.total);
    expect(page2.result.skuList.map((x: Obj) => x.qcBillId)).toEqual(
      all.result.skuList.slice(5, 10).map((x: Obj) => x.qcBillId),
    );
  });

  it('refuses flat paging, numeric strings and unknown result values with 1000003 参数错误', async () => {
    const flat = await temu.call<Obj>('CN', LIST, shop, { pageNo: 1, pageSize: 50, skuQcResult: 2 });
    expect(flat).toMatchObject({ success: false, errorCode: 1000003 });
    expect(flat.errorMsg).toContain('参数错误');
    expect(flat.errorMsg).toContain('pageInfo');
    const text = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: '1', pageSize: 50 } });
    expect(text).toMatchObject({ success: false, errorCode: 1000003 });
    const result = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 1, pageSize: 50 }, skuQcResult: 3 });
    expect(result).toMatchObject({ success: false, errorCode: 1000003 });
    const detail = await temu.call<Obj>('CN', DETAIL, shop, { qcBillId: 'x' });
    expect(detail).toMatchObject({ success: false, errorCode: 1000003 });
  });

  it('accepts the detail request sample (its id replaced) and answers historyVOS[].qcDetail.flawDTOList', async () => {
    const failed = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 1, pageSize: 100 }, skuQcResult: 2 });
    const row = failed.result.skuList[0] as Obj;
    const req = fixture(DETAIL, 'request');
    expect(Object.keys(req)).toEqual(['qcBillId']);
    const r = await temu.call<Obj>('CN', DETAIL, shop, { ...req, qcBillId: row.qcBillId });
    expect(r.errorMsg).toBe('');
    expect(r).toMatchObject({ success: true, errorCode: 1000000 });
    expect(missingKeys(fixture(DETAIL, 'response').result, r.result)).toEqual([]);
    const h = r.result.historyVOS[0] as Obj;
    expect(h).toMatchObject({ qcType: 1, qcResult: 2 });
    expect(h.finishTime).toBe(row.qcResultUpdateTime);
    const d = h.qcDetail as Obj;
    expect(d).toMatchObject({ qcBillId: row.qcBillId, qcResult: 2, productSkcId: row.productSkcId });
    expect(Number.isInteger(d.qcStartTime) && Number.isInteger(d.qcEndTime)).toBe(true);
    expect(d.defectiveQcQuantity).toBeGreaterThan(0);
    expect(d.defectiveQcQuantity).toBeLessThanOrEqual(d.expectQcQuantity);
    expect(d.flawDTOList.length).toBeGreaterThan(0);
    for (const f of d.flawDTOList as Obj[]) {
      expect(f.flawNameDesc).toMatch(/\p{Script=Han}/u);
      expect(Number.isInteger(f.flawNameId)).toBe(true);
      expect(f.productSkuId).toEqual([row.productSkuId]);
      expect(f.attachments.length).toBeGreaterThan(0);
      for (const url of f.attachments as string[]) {
        expect(url).toMatch(/^\/sandbox\/temu\/img\//);
        // The photo is served by the sandbox.
        const img = await t.app.inject({ method: 'GET', url });
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toMatch(/^image\//);
      }
    }
    expect(d.skuDTOList[0]).toMatchObject({
      productSkuId: row.productSkuId,
      defectiveQcQuantity: d.defectiveQcQuantity,
    });
    // The same bill answers the same every time.
    const again = await temu.call<Obj>('CN', DETAIL, shop, { qcBillId: row.qcBillId });
    expect(again.result).toEqual(r.result);
  });

  it('answers a passed bill with no flaws and no defective pieces', async () => {
    const passed = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 1, pageSize: 100 }, skuQcResult: 1 });
    const r = await temu.call<Obj>('CN', DETAIL, shop, { qcBillId: passed.result.skuList[0].qcBillId });
    expect(r.success).toBe(true);
    expect(r.result.historyVOS[0].qcDetail).toMatchObject({ qcResult: 1, defectiveQcQuantity: 0, flawDTOList: [] });
  });

  it("never shows one shop another shop's inspections", async () => {
    const mine = await temu.call<Obj>('CN', LIST, shop, { pageInfo: { pageNo: 1, pageSize: 1 } });
    const theirs = await temu.call<Obj>('CN', LIST, other, { pageInfo: { pageNo: 1, pageSize: 100 } });
    expect(theirs.result).toEqual({ total: 0, skuList: [] });
    const d = await temu.call<Obj>('CN', DETAIL, other, { qcBillId: mine.result.skuList[0].qcBillId });
    expect(d).toMatchObject({ success: false, errorCode: 1000003 });
    expect(d.errorMsg).toContain('质检单不存在');
  });
});
