import { type QualityCheckDetail, type QualityCheckRow, TEMU_GOODS_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { sellerWithGoods, syncNow } from './temu-goods-sync-fixtures';

const t = await useTestApp();
const page = (token: string, qs = '') =>
  t.call<{ rows: QualityCheckRow[]; total: number }>({ method: 'GET', url: `${TEMU_GOODS_API.qcPage}${qs}`, token });

describe('quality checks', () => {
  it('syncs inspections with defects and photos; a re-sync changes nothing', async () => {
    const { seller, shopId } = await sellerWithGoods(t, 2);
    await syncNow(t, seller, TEMU_GOODS_API.qcSync, { shopId });
    const all = await page(seller.token);
    expect(all.data.total).toBe(6);
    const failed = await page(seller.token, '?result=2');
    expect(failed.data.total).toBeGreaterThan(0);
    const d = await t.call<QualityCheckDetail>({
      method: 'GET',
      url: `${TEMU_GOODS_API.qcDetail}?id=${failed.data.rows[0]!.id}`,
      token: seller.token,
    });
    expect(d.data.defects[0]?.name).toBeTruthy();
    expect(d.data.defects[0]?.photos[0]).toMatch(/^\/sandbox\/temu\/img\//);

    await syncNow(t, seller, TEMU_GOODS_API.qcSync);
    const again = await page(seller.token);
    expect(again.data.total).toBe(6);
    expect(again.data.rows.map((r) => r.id).sort()).toEqual(all.data.rows.map((r) => r.id).sort());
    const future = Date.now() + 60_000;
    expect((await page(seller.token, `?from=${future}`)).data.total).toBe(0);
  });

  it('another seller gets 404 for a quality check id', async () => {
    const { seller } = await sellerWithGoods(t, 1);
    await syncNow(t, seller, TEMU_GOODS_API.qcSync);
    const id = (await page(seller.token)).data.rows[0]!.id;
    const other = await newSeller(t);
    expect((await t.call({ method: 'GET', url: `${TEMU_GOODS_API.qcDetail}?id=${id}`, token: other.token })).code).toBe(
      404,
    );
    expect((await page(other.token)).data.total).toBe(0);
  });
});
