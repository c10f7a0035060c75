import { TEMU_ORDER_API } from '@podbench/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { raiseOrders, sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

const t = await useTestApp();

async function exportRows(token: string, qs = '') {
  const r = await t.app.inject({
    method: 'GET',
    url: `${TEMU_ORDER_API.export}${qs}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toContain('spreadsheetml');
  expect(String(r.headers['content-disposition'])).toContain('temu-orders-');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('备货单')!;
  const rows: string[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe('exporting stock-up orders', () => {
  it('writes the filtered orders with Chinese headers, costs in yuan; another seller gets none of them', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t);
    const sns = await raiseOrders(t, shop.mallId, 3);
    await syncOrders(t, seller, shop.shopId);
    const all = await exportRows(seller.token);
    expect(all[0]).toEqual(expect.arrayContaining(['备货单号', '商品', '平台状态', '合计（元）', '下单时间']));
    expect(
      all
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([...sns].sort());
    const col = (h: string) => all[0]!.indexOf(h);
    expect(all.slice(1).every((r) => r[col('平台状态')] === '待支付')).toBe(true);
    // Colour and size per SKU line, as the blank variants the lines matched (read from the database, not the list).
    const lines = await t.runtime.ctx.db
      .selectFrom('temu_order_lines as l')
      .innerJoin('temu_orders as o', 'o.id', 'l.order_id')
      .innerJoin('blank_variants as v', 'v.id', 'l.variant_id')
      .select(['o.sub_purchase_order_sn as sn', 'v.color_name', 'v.size', 'l.quantity'])
      .orderBy('l.id')
      .execute();
    for (const r of all.slice(1)) {
      const want = lines
        .filter((l) => l.sn === r[0])
        .map((l) => `${l.color_name}/${l.size} × ${l.quantity}`)
        .join('；');
      expect(r[col('颜色/尺码 × 数量')]).toBe(want);
      expect(r[col('最晚发货')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(r[col('付款截止')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    }
    const one = await exportRows(seller.token, `?orderSn=${sns[1]}`);
    expect(one.slice(1).map((r) => r[0])).toEqual([sns[1]]);
    const other = await newSeller(t);
    expect((await exportRows(other.token)).length).toBe(1);
    const anon = await t.app.inject({ method: 'GET', url: TEMU_ORDER_API.export });
    expect(anon.statusCode).toBe(401);
    const bad = await t.call({ method: 'GET', url: `${TEMU_ORDER_API.export}?state=lost`, token: seller.token });
    expect(bad.code).toBe(400);
  }, 120_000);
});
