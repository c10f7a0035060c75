import { describe, expect, it } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { sandboxClient, sandboxShop } from './marketplace-fixtures';
import { control, sampleGoods } from './temu-goods-fixtures';

const t = await useTestApp({ SANDBOX_TEMU_QC_FAIL_RATIO: '0.5' });

// Images, goods.add's checks and size charts are covered from the reference by sandbox-temu-publish.test.ts; these
// drive the sandbox's goods over time through the product's typed client.

async function shopClient(managedType: 'full' | 'semi' = 'full') {
  const shop = await sandboxShop(t, undefined, { managedType });
  const c = (await sandboxClient(t)).forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
  return { shop, c };
}

describe('goods over time and the controls', () => {
  it('reviews, puts on sale and inspects; lists, details, QC and sales answer through the client', async () => {
    const { shop, c } = await shopClient();
    const g = await sampleGoods(t, shop.mallId, { skcs: 2 });
    expect(g.status).toBe(0);
    const listed = await c.types.goodsListGet({ page: 1, pageSize: 10 });
    expect(listed.data.map((x) => x.productId)).toEqual([g.productId, g.productId]);
    expect((await control(t, TEMU_SANDBOX.reviewNow, { productId: g.productId })).status).toBe(1);
    expect((await control(t, TEMU_SANDBOX.onSaleNow, { productId: g.productId })).status).toBe(2);
    await control(t, TEMU_SANDBOX.inspectNow, { productId: g.productId, result: 'fail' });
    // Reference bg.goods.qualityinspection.get: paged with pageInfo; rows carry no result — it is in the detail's
    // historyVOS[].qcDetail (newest first), the defects in its flawDTOList.
    const qc = await c.types.qualityListGet({ pageInfo: { pageNo: 1, pageSize: 50 } });
    expect(qc.total).toBe(6);
    expect(qc.skuList).toHaveLength(6);
    const details = await Promise.all(qc.skuList.map((x) => c.types.qualityDetailGet({ qcBillId: x.qcBillId })));
    const failed = details.filter((d) => d.historyVOS?.[0]?.qcDetail?.qcResult === 2);
    expect(failed.length).toBeGreaterThan(0);
    const flaw = failed[0]!.historyVOS![0]!.qcDetail!.flawDTOList?.[0];
    expect(flaw?.flawNameDesc).toBeTruthy();
    expect(flaw?.attachments?.[0]).toMatch(/^https?:\/\/|^\/sandbox\/temu\//);
    // Reference bg.glo.goods.detail.get: the product's name and category path, no SKCs (list.get has those).
    const detail = await c.types.goodsDetailGet({ productId: g.productId });
    expect(detail.productId).toBe(g.productId);
    expect(detail.categories.leafCat).toBeTruthy();
    // Reference bg.goods.salesv2.get: one row per SKC, its SKUs in skuQuantityDetailList.
    const sales = await c.types.salesGet({ pageNo: 1, pageSize: 10 });
    expect(sales.subOrderList).toHaveLength(2);
    expect(sales.subOrderList.every((x) => (x.skuQuantityDetailList?.length ?? 0) > 0)).toBe(true);
  });

  it('the ticker moves due goods step by step and inspects each product once', async () => {
    // The background ticker runs too: whoever makes a step first, each step happens once.
    const fast = await useTestApp({
      SANDBOX_TEMU_REVIEW_SECONDS: '0',
      SANDBOX_TEMU_ON_SALE_SECONDS: '0',
      SANDBOX_TEMU_INSPECT_SECONDS: '0',
    });
    const shop = await sandboxShop(fast, undefined);
    await sampleGoods(fast, shop.mallId, { skcs: 1 });
    const tick = () => Promise.all([1, 2, 3].map(() => fast.call({ method: 'POST', url: TEMU_SANDBOX.tick })));
    for (let i = 0; i < 4; i++) await tick();
    const list = await fast.call<Array<{ status: number; skuIds: number[] }>>({
      method: 'GET',
      url: `${TEMU_SANDBOX.goods}?mallId=${shop.mallId}`,
    });
    expect(list.data[0]?.status).toBe(2);
    const c = (await sandboxClient(fast)).forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
    expect((await c.types.qualityListGet({ pageInfo: { pageNo: 1, pageSize: 50 } })).total).toBe(3);
  });
});
