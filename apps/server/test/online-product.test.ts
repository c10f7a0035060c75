import {
  type OnlineProductDetail,
  type OnlineProductRow,
  PRODUCT_STATUS_LABELS,
  TEMU_GOODS_API,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { authorize, newSeller, sandboxShop } from './marketplace-fixtures';
import { control, sampleGoods } from './temu-goods-fixtures';
import { jobStates, sellerWithGoods, syncNow } from './temu-goods-sync-fixtures';

const t = await useTestApp();
const page = (token: string, qs = '') =>
  t.call<{ rows: OnlineProductRow[]; total: number }>({
    method: 'GET',
    url: `${TEMU_GOODS_API.productPage}${qs}`,
    token,
  });

describe('online products', () => {
  it('syncs a shop through the sandbox, idempotently, with SKC/SKU, prices and sales', async () => {
    const { seller, goods } = await sellerWithGoods(t, 2);
    const ids = await syncNow(t, seller, TEMU_GOODS_API.productSync);
    expect(ids).toHaveLength(1);
    const states = await jobStates(t, seller, ids);
    expect(states.data[0]).toMatchObject({ status: 'done', progress: 100 });

    const first = await page(seller.token);
    expect(first.data.total).toBe(2);
    const row = first.data.rows.find((r) => r.productId === String(goods[0]!.productId))!;
    // list.get documents no price: goods PodBench did not publish have no known supply price.
    expect(row).toMatchObject({ skcCount: 2, skuCount: 6, priceMin: 0, priceMax: 0 });
    const skus = row.skcs.flatMap((c) => c.skus);
    expect(skus.map((k) => k.spec)).toContain('白色/S');
    expect(skus.every((k) => k.supplierPrice === null)).toBe(true);
    // One stored row per SKC (list.get rows are per SKC), keyed by shop × productSkcId.
    const skcRows = await t.runtime.ctx.db
      .selectFrom('temu_online_skcs')
      .select(['product_id', 'product_skc_id', 'ext_code', 'skus'])
      .where('main_id', '=', seller.mainId)
      .execute();
    expect(skcRows).toHaveLength(4);
    expect(new Set(skcRows.map((r) => r.product_skc_id)).size).toBe(4);
    expect(skcRows.filter((r) => r.product_id === String(goods[0]!.productId))).toHaveLength(2);
    expect(JSON.parse(skcRows[0]!.skus)).toHaveLength(3);
    expect(row.sales30d).toBeGreaterThan(0);

    await syncNow(t, seller, TEMU_GOODS_API.productSync);
    const again = await page(seller.token);
    expect(again.data.total).toBe(2);
    expect(
      await t.runtime.ctx.db.selectFrom('temu_online_skcs').select('id').where('main_id', '=', seller.mainId).execute(),
    ).toHaveLength(4);
    expect(again.data.rows.map((r) => r.id).sort()).toEqual(first.data.rows.map((r) => r.id).sort());

    expect((await page(seller.token, `?keyword=${encodeURIComponent('T恤 2')}`)).data.total).toBe(1);
    const d = await t.call<OnlineProductDetail>({
      method: 'GET',
      url: `${TEMU_GOODS_API.productDetail}?id=${row.id}`,
      token: seller.token,
    });
    expect(d.data.carouselImageUrls.length).toBeGreaterThan(0);
  });

  it('keeps sellers apart: another seller sees nothing and gets 404 for ids and shops', async () => {
    const { seller, shopId } = await sellerWithGoods(t, 1);
    await syncNow(t, seller, TEMU_GOODS_API.productSync);
    const mine = (await page(seller.token)).data.rows[0]!;
    const other = await newSeller(t);
    expect((await page(other.token)).data.total).toBe(0);
    const r = await t.call({ method: 'GET', url: `${TEMU_GOODS_API.productDetail}?id=${mine.id}`, token: other.token });
    expect(r.code).toBe(404);
    const s = await t.call({
      method: 'POST',
      url: TEMU_GOODS_API.productSync,
      payload: { shopId },
      token: other.token,
    });
    expect(s.code).toBe(404);
    expect((await jobStates(t, other, [1, 2, 3])).data).toEqual([]);
  });

  it('needs publish:push for sub-accounts', async () => {
    const main = await newSeller(t);
    const sub = await newSeller(t, { mainId: main.mainId, permissions: ['shop:manage'] });
    expect((await page(sub.token)).code).toBe(403);
    const allowed = await newSeller(t, { mainId: main.mainId, permissions: ['publish:push'] });
    expect((await page(allowed.token)).code).toBe(200);
  });

  it('shows 在售 only for goods Temu lists under skcTopStatus 100, 未上架 otherwise, and filters by it', async () => {
    const seller = await newSeller(t);
    const shop = await sandboxShop(t);
    const bound = await authorize(t, seller, shop.accessToken);
    expect(bound.code).toBe(200);
    const listed = await sampleGoods(t, shop.mallId, { productName: '上架T恤', skcs: 2 });
    const waiting = await sampleGoods(t, shop.mallId, { productName: '未上架T恤', skcs: 1 });
    await control(t, TEMU_SANDBOX.onSaleNow, { productId: listed.productId });
    await syncNow(t, seller, TEMU_GOODS_API.productSync);

    const rows = (await page(seller.token)).data.rows;
    const on = rows.find((r) => r.productId === String(listed.productId))!;
    const off = rows.find((r) => r.productId === String(waiting.productId))!;
    expect(PRODUCT_STATUS_LABELS[on.status]).toBe('在售');
    expect(on.skcs.map((s) => PRODUCT_STATUS_LABELS[s.saleStatus])).toEqual(['在售', '在售']);
    expect(PRODUCT_STATUS_LABELS[off.status]).toBe('未上架');
    expect((await page(seller.token, '?status=1')).data.rows.map((r) => r.productId)).toEqual([on.productId]);
    expect((await page(seller.token, '?status=0')).data.rows.map((r) => r.productId)).toEqual([off.productId]);
    expect((await page(seller.token, '?status=3')).code).toBe(400);
  });
});
