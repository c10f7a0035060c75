import { type QualityCheckDetail, type QualityCheckRow, TEMU_GOODS_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { syncShopQualityChecks } from '../src/modules/quality-check/sync';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { qcCallerOf, syncGoldenQc } from './quality-check-fixtures';
import { fakeTemuGateway, goldenResult } from './temu-fake-gateway';
import { sellerWithShops } from './temu-publish-fixtures';

/**
 * Quality checks against a fake gateway of this suite's own answering the reference's golden samples
 * (bg.goods.qualityinspection.get / …detail.get), independent of the sandbox.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const page = (token: string, qs = '') =>
  t.call<{ rows: QualityCheckRow[]; total: number }>({ method: 'GET', url: `${TEMU_GOODS_API.qcPage}${qs}`, token });
const detail = (token: string, id: number) =>
  t.call<QualityCheckDetail>({ method: 'GET', url: `${TEMU_GOODS_API.qcDetail}?id=${id}`, token });
const noProgress = async () => {};

type GoldenList = { total: number; skuList: Array<Record<string, unknown>> };
type GoldenDetail = { historyVOS: Array<{ qcDetail: Record<string, unknown> } & Record<string, unknown>> };

describe('quality checks (own fake gateway, golden samples)', () => {
  it('pages with pageInfo, stores the documented fields, the detail shows historyVOS flaws with photos and counts', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const shop = { id: shops[0]!.shopId, mainId: seller.mainId };
    const { g, checks, fetched } = await syncGoldenQc(db, shop);
    expect({ checks, fetched }).toEqual({ checks: 1, fetched: 1 });
    expect(g.callsOf('bg.goods.qualityinspection.get').map((c) => c.params)).toEqual([
      { pageInfo: { pageNo: 1, pageSize: 50 } },
    ]);
    expect(g.callsOf('bg.goods.qualityinspectiondetail.get').map((c) => c.params)).toEqual([{ qcBillId: 6100000001 }]);

    const all = await page(seller.token);
    expect(all.data.total).toBe(1);
    const row = all.data.rows[0]!;
    expect(row).toMatchObject({
      qcBillId: '6100000001',
      productId: '8141774459',
      productSkcId: '99211925917',
      productSkuId: '52000000001',
      productName: 'Custom Photo Text T-Shirt …',
      spec: '黑色-S',
      // The result comes from the detail's historyVOS[0].qcDetail.qcResult (list rows carry none).
      result: 2,
      // 次品数 (defectiveQcQuantity) and Temu's qcEndTime.
      defectCount: 2,
      inspectedAt: 1761372191000,
    });
    expect((await page(seller.token, '?result=2')).data.total).toBe(1);
    expect((await page(seller.token, '?result=1')).data.total).toBe(0);
    expect((await page(seller.token, '?from=1761372191001')).data.total).toBe(0);
    expect((await page(seller.token, '?to=1761372191000')).data.total).toBe(1);

    const d = await detail(seller.token, row.id);
    expect(d.code).toBe(200);
    expect(d.data).toMatchObject({ purchaseNo: 'WB2509285900002', catName: 'T恤' });
    expect(d.data.defects).toEqual([
      {
        name: '印花脱落',
        type: '外观',
        degree: '严重',
        remark: '',
        photos: ['https://…/flaw1.jpg'],
        skuIds: ['52000000001'],
      },
    ]);
    expect(d.data.history).toHaveLength(1);
    expect(d.data.history[0]).toMatchObject({
      qcType: 1,
      qcBillNo: 'QC2510250001',
      result: 2,
      receiptNo: 'SH2510250001',
      qcStartTime: 1761357600000,
      qcEndTime: 1761372191000,
      expectQuantity: 10,
      defectiveQuantity: 2,
      totalQuantity: 10,
      skus: [
        { productSkuId: '52000000001', sizeName: 'S', totalQuantity: 10, expectQuantity: 10, defectiveQuantity: 2 },
      ],
    });
  });

  it('a re-sync of an unchanged bill reads no detail and duplicates nothing; a changed bill is read again', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const shop = { id: shops[0]!.shopId, mainId: seller.mainId };
    await syncGoldenQc(db, shop);
    const before = (await page(seller.token)).data.rows;

    const again = await syncGoldenQc(db, shop);
    expect(again.fetched).toBe(0);
    expect(again.g.callsOf('bg.goods.qualityinspectiondetail.get')).toHaveLength(0);
    expect((await page(seller.token)).data.rows.map((r) => r.id)).toEqual(before.map((r) => r.id));

    // A correction (更正单) arrives: the list's update time changes, the newest history entry passes.
    const g = fakeTemuGateway();
    const list = goldenResult('bg.goods.qualityinspection.get') as GoldenList;
    g.on('bg.goods.qualityinspection.get', () => ({
      result: { ...list, skuList: [{ ...list.skuList[0], qcResultUpdateTime: '2025-10-26 09:00:00' }] },
    }));
    const old = (goldenResult('bg.goods.qualityinspectiondetail.get') as GoldenDetail).historyVOS[0]!;
    const correction = {
      ...old,
      qcType: 3,
      qcBillNo: 'QC2510260001',
      qcResult: 1,
      qcDetail: { ...old.qcDetail, qcResult: 1, defectiveQcQuantity: 0, qcEndTime: 1761440400000, flawDTOList: [] },
    };
    g.on('bg.goods.qualityinspectiondetail.get', () => ({ result: { historyVOS: [correction, old] } }));
    const r = await syncShopQualityChecks(db, qcCallerOf(g), shop, noProgress);
    expect(r.fetched).toBe(1);
    const rows = (await page(seller.token)).data.rows;
    expect(rows.map((x) => x.id)).toEqual(before.map((x) => x.id));
    expect(rows[0]).toMatchObject({ result: 1, defectCount: 0, inspectedAt: 1761440400000 });
    const d = await detail(seller.token, rows[0]!.id);
    expect(d.data.defects).toEqual([]);
    expect(d.data.history.map((h) => [h.qcType, h.result, h.defects.length])).toEqual([
      [3, 1, 0],
      [1, 2, 1],
    ]);
  });

  it('reads every page: pageInfo.pageNo counts up until the total is reached', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const shop = { id: shops[0]!.shopId, mainId: seller.mainId };
    const g = fakeTemuGateway();
    const base = (goldenResult('bg.goods.qualityinspection.get') as GoldenList).skuList[0]!;
    const rowsOf = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...base, qcBillId: 6100000001 + from + i }));
    g.on('bg.goods.qualityinspection.get', (p) => {
      const pageNo = (p.pageInfo as { pageNo: number }).pageNo;
      return { result: { total: 51, skuList: pageNo === 1 ? rowsOf(0, 50) : rowsOf(50, 1) } };
    });
    const r = await syncShopQualityChecks(db, qcCallerOf(g), shop, noProgress);
    expect(r).toEqual({ checks: 51, fetched: 51 });
    expect(g.callsOf('bg.goods.qualityinspection.get').map((c) => c.params)).toEqual([
      { pageInfo: { pageNo: 1, pageSize: 50 } },
      { pageInfo: { pageNo: 2, pageSize: 50 } },
    ]);
    expect((await page(seller.token, '?pageSize=100')).data.total).toBe(51);
  }, 120_000);

  it('another seller gets 404 for a quality check id and sees none of its rows', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    await syncGoldenQc(db, { id: shops[0]!.shopId, mainId: seller.mainId });
    const id = (await page(seller.token)).data.rows[0]!.id;
    const other = await newSeller(t);
    const refused = await detail(other.token, id);
    expect(refused.code).toBe(404);
    expect(refused.msg).toBe('质检记录不存在');
    expect((await page(other.token)).data.total).toBe(0);
  });
});
