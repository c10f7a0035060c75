import {
  formatYuan,
  type StatisticsOverview,
  TEMU_TEMPLATE_API,
  type TemuOrderDetail,
  type TemuOrderPage,
  type TemuTemplateBody,
} from '@podbench/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { topUp } from './money-helpers';
import { putDesignOnSale, raiseAndSyncOrders, sellerWithShop, shapeLayer } from './seller-orders-helpers';
import { authHeader, createSubAccount, data, hashPath, openSignedIn } from './web-helpers';

const SHOTS = process.env.STATS_SHOTS ?? '/tmp/stats-shots';

/** A fresh seller with a shop selling one published design, and `count` stock-up orders synced as 待支付. */
async function sellerWithOrders(request: APIRequestContext, count: number) {
  const { seller, shop } = await sellerWithShop(request, '统计店');
  const headers = authHeader(seller.token);
  const { templateId } = await putDesignOnSale(request, seller, shop, '统计', shapeLayer('ellipse', '#7c3aed'));
  await raiseAndSyncOrders(request, seller, shop, count);
  expect((await data<TemuOrderPage>(await request.get('/api/orderTemu/page', { headers }))).total).toBe(count);
  const template = await data<TemuTemplateBody>(
    await request.get(`${TEMU_TEMPLATE_API.detail}?id=${templateId}`, { headers }),
  );
  return { seller, headers, shopId: shop.id, template };
}

test('经营概览: every number agrees with the list behind it, and 待办 in the header opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { seller, headers, template } = await sellerWithOrders(request, 4);
  const list = async (q: string) =>
    data<TemuOrderPage>(await request.get(`/api/orderTemu/page?pageSize=50${q}`, { headers }));
  // Pay two of the four (after a generous top-up): they go to 待生产; two stay 待支付.
  await topUp(request, seller.token, 2_000_000);
  const all = await list('');
  const paidIds = all.rows.slice(0, 2).map((r) => r.id);
  await data(await request.post('/api/payTemu/pay', { headers, data: { ids: paidIds } }));

  // What the dashboard must say, worked out here from the lists and the orders' own lines and the template's prices.
  const unpaid = await list('&state=unpaid');
  const toProduce = await list('&state=to_produce');
  expect([unpaid.total, toProduce.total]).toEqual([2, 2]);
  const unpaidFen = unpaid.rows.reduce((n, r) => n + r.cost.totalFen, 0);
  const price = new Map(template.skus.map((k) => [k.variantId, k.priceFen]));
  let salesFen = 0;
  let costFen = 0;
  for (const id of paidIds) {
    const d = await data<TemuOrderDetail>(await request.get(`/api/orderTemu/detail?id=${id}`, { headers }));
    for (const l of d.lines) salesFen += l.quantity * (price.get(l.variantId ?? 0) ?? 0);
    costFen += d.cost.totalFen;
  }
  const balance = (await data<{ balance: number }>(await request.get('/api/clientUser/accountInfo', { headers })))
    .balance;

  await openSignedIn(page, request, '/authorizeShop/temu', seller);
  // 待办 in the header, from any page: the two unpaid orders (no failed publish, QC failure or expiring token).
  const todo = page.getByTestId('header-todo');
  await expect(todo).toHaveAttribute('aria-label', '待办 2');
  await todo.click();
  await expect.poll(() => hashPath(page)).toBe('/statistics/overview');

  await expect(page.getByTestId('ov-balance')).toHaveText(`¥${formatYuan(balance)}`);
  await expect(page.getByTestId('ov-cover')).toHaveText('够付全部 2 单待支付');
  await expect(page.getByTestId('ov-unpaid')).toHaveText('2');
  await expect(page.getByTestId('ov-unpaid-total')).toHaveText(`合计 ¥${formatYuan(unpaidFen)}`);
  await expect(page.getByTestId('ov-production')).toHaveText('2');
  await expect(page.getByTestId('ov-to-produce')).toContainText('待生产 2');
  await expect(page.getByTestId('ov-shipping')).toHaveText('0');
  await expect(page.getByTestId('ov-publish-failed')).toHaveText('0');
  await expect(page.getByTestId('ov-publish-running')).toContainText('发布中 0');
  await expect(page.getByTestId('ov-qc-rate')).toHaveText('—');
  await expect(page.getByTestId('ov-tokens')).toHaveText('0');
  await expect(page.getByTestId('ov-last7-sales')).toContainText(`¥${formatYuan(salesFen)}`);
  await expect(page.getByTestId('ov-last7-cost')).toContainText(`¥${formatYuan(costFen)}`);
  await expect(page.getByTestId('ov-last7-profit')).toContainText(`¥${formatYuan(salesFen - costFen)}`);
  await expect(page.getByTestId('ov-last7')).toContainText('销售额（2 单）');
  await page.getByTestId('ov-span').getByText('近 30 天').click();
  await expect(page.getByTestId('ov-last30-profit')).toContainText(`¥${formatYuan(salesFen - costFen)}`);
  await page.screenshot({ path: `${SHOTS}/overview.png`, fullPage: true });

  // The numbers open their lists, filtered: 待支付 holds the two orders, 待生产 the two paid ones.
  await page.getByTestId('ov-unpaid').click();
  await expect.poll(() => hashPath(page)).toBe('/order/orderTemu?state=unpaid');
  await expect(page.getByRole('tab', { name: /待支付/, selected: true })).toBeVisible();
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(2);
  for (const r of unpaid.rows) await expect(page.getByText(r.subPurchaseOrderSn)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/overview-unpaid-list.png` });
  await page.goBack();
  await page.getByTestId('ov-to-produce').click();
  await expect.poll(() => hashPath(page)).toBe('/order/orderTemu?state=to_produce');
  await expect(page.getByRole('tab', { name: /待生产/, selected: true })).toBeVisible();
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(2);
  for (const r of toProduce.rows) await expect(page.getByText(r.subPurchaseOrderSn)).toBeVisible();

  // 利润分析: the same 7-day figures per shop, and the Excel export.
  await page.goto(`${page.url().split('#')[0]}#/statistics/profit`);
  await expect(page.getByTestId('profit-sums-sales')).toContainText(`¥${formatYuan(salesFen)}`);
  await page.getByTestId('profit-group').getByText('按店铺').click();
  const totals = page.getByTestId('profit-totals');
  await expect(totals).toContainText(`¥${formatYuan(salesFen)}`);
  await expect(totals).toContainText(`¥${formatYuan(costFen)}`);
  await expect(totals).toContainText(`¥${formatYuan(salesFen - costFen)}`);
  await page.screenshot({ path: `${SHOTS}/profit-shop.png`, fullPage: true });
  await page.getByTestId('profit-group').getByText('按SKU').click();
  await expect(page.locator('[data-testid="profit-table"] .ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profit-sku.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^利润分析-按SKU-\d{8}-\d{8}\.xlsx$/);

  // The API answers the same figures the page shows.
  const ov = await data<StatisticsOverview>(await request.get('/api/statistics/overview', { headers }));
  expect(ov.trend?.last7).toMatchObject({ orders: 2, salesFen, costFen, profitFen: salesFen - costFen });
});

test('经营概览: a sub-account sees only what its permissions open', async ({ page, request }) => {
  const sub = await createSubAccount(request, ['order:view']);
  const token = await openSignedIn(page, request, '/statistics/overview', sub);
  // Its main account's unpaid orders, as the list it may open counts them.
  const unpaid = await data<TemuOrderPage>(
    await request.get('/api/orderTemu/page?state=unpaid&pageSize=1', { headers: authHeader(token) }),
  );
  await expect(page.getByTestId('ov-unpaid')).toHaveText(String(unpaid.counts.unpaid));
  await expect(page.getByTestId('ov-production-card')).toBeVisible();
  for (const hidden of ['ov-balance', 'ov-publish-failed', 'ov-qc-rate', 'ov-tokens'])
    await expect(page.getByTestId(hidden)).toHaveCount(0);
  await expect(page.getByTestId('header-todo')).toHaveAttribute('aria-label', `待办 ${unpaid.counts.unpaid}`);
  await page.screenshot({ path: `${SHOTS}/overview-sub-account.png`, fullPage: true });
});
