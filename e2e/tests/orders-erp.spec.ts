import type { APIRequestContext } from '@playwright/test';
import type { TemuOrderDetail, TemuOrderPage, TemuTemplateDetail } from '@podbench/contract';
import { expect, test } from '../fixtures';
import { balanceOf, topUp } from './money-helpers';
import {
  bindSandboxShop,
  publishAndPutOnSale,
  raiseOrders,
  shapeLayer,
  templateFromTeeDesign,
} from './seller-orders-helpers';
import { completeTemplate } from './temu-template-helpers';
import { authHeader, data, hashPath, openSignedIn, registerAccount } from './web-helpers';

/**
 * Issue 21 §3/§4 in the browser: the template editor's production cost, profit and margin floor (below cost is an
 * error, under the floor a warning); a partial batch pay (oldest pay deadline first); auto-pay on sync.
 * Expected figures are computed here by the written rule (docs/margins-and-orders.md): one piece costs the blank's
 * base cost (catalogue) + ¥0.80 packing + ¥6.00 shipping (under 1 kg), an order Σ base × qty + ¥0.80 × pieces +
 * ¥6.00 for the first kilogram + ¥2.00 per further 500 g.
 */
const SHOTS = '/tmp/orders-erp-shots';

/** A T-shirt design made into a template and finished by API (`completeTemplate`): publishable (`ready`). */
async function templateFromTee(request: APIRequestContext, token: string) {
  const { templateId, productId } = await templateFromTeeDesign(
    request,
    { token },
    '方块',
    shapeLayer('rect', '#16a34a'),
  );
  const saved = await completeTemplate(request, token, templateId);
  expect(saved.status).toBe('ready');
  return { templateId, productId };
}

/** One order's cost by the written rule, from its lines (base cost per piece, weight per piece, quantity). */
function handCost(lines: TemuOrderDetail['lines']) {
  const base = lines.reduce((n, l) => n + (l.unitCostFen ?? 0) * l.quantity, 0);
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  const grams = lines.reduce((n, l) => n + (l.weightG ?? 0) * l.quantity, 0);
  const extraHalfKg = grams > 1000 ? Math.ceil((grams - 1000) / 500) : 0;
  return base + pieces * 80 + 600 + extraHalfKg * 200;
}

test('template: production cost and profit per SKU; below cost is an error, under the margin floor a warning', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await registerAccount(request);
  // Temu's categories and attribute templates are read through an authorised shop.
  await bindSandboxShop(request, account, 'ERP店');
  const { templateId, productId } = await templateFromTee(request, account.token);
  const headers = authHeader(account.token);
  const tpl = await data<TemuTemplateDetail>(
    await request.get(`/api/clientProduct/temuTemplate/detail?id=${templateId}`, { headers }),
  );
  const product = await data<{ variants: Array<{ id: number; baseCostFen: number; weightG: number }> }>(
    await request.get(`/api/product/detail?id=${productId}`),
  );
  const first = tpl.skus[0]!;
  const variant = product.variants.find((v) => v.id === first.variantId)!;
  expect(variant.weightG).toBeLessThan(1000);
  const cost = variant.baseCostFen + 80 + 600;

  await openSignedIn(page, request, `/publish/temuTemplateInfo?id=${templateId}`, account);
  await expect(page.locator('[data-testid="template-ok"]:visible')).toBeVisible();
  const firstRow = page.locator('.ant-table-row:visible', {
    has: page.getByLabel(`${first.color} ${first.size} priceFen`),
  });
  await expect(firstRow.getByTestId('sku-cost')).toHaveText(`¥${(cost / 100).toFixed(2)}`);

  // ¥10.00 against that cost: an error, no publishing.
  const price = page.getByLabel(`${first.color} ${first.size} priceFen`);
  await price.fill('10');
  await price.blur();
  const problems = page.locator('[data-testid="template-problems"]:visible');
  const loss = ((cost - 1000) / 100).toFixed(2);
  await expect(problems).toContainText(
    `「${first.color}/${first.size}」供货价 ¥10.00 低于生产成本 ¥${(cost / 100).toFixed(2)}，每件亏损 ¥${loss}`,
  );
  await expect(firstRow.getByTestId('sku-profit')).toHaveAttribute('data-state', 'loss');
  await expect(page.locator('[data-testid="template-ok"]:visible')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/template-below-cost.png`, fullPage: true });

  // One price for every SKU (apparel: one price per colour), ¥2.00 over the dearest SKU's cost, with a 30 % floor:
  // publishable, with a warning for the first SKU. Its margin = (price − its cost) ÷ price.
  const dearest = Math.max(
    ...tpl.skus.map((k) => product.variants.find((v) => v.id === k.variantId)!.baseCostFen + 80 + 600),
  );
  const fair = dearest + 200;
  const batch = page.getByPlaceholder('供货价');
  await batch.fill((fair / 100).toFixed(2));
  await page.getByRole('button', { name: '应用价格' }).click();
  await expect(page.locator('[data-testid="template-problems"]:visible')).toHaveCount(0);
  await page.getByLabel('利润率下限').fill('30');
  await page.getByRole('button', { name: '保存下限' }).click();
  await expect(page.getByText('利润率下限已设为 30%')).toBeVisible();
  const profit = fair - cost;
  const margin = Math.floor((profit * 1000) / fair) / 10;
  const warnings = page.locator('[data-testid="margin-warnings"]:visible');
  await expect(warnings).toContainText(
    `「${first.color}/${first.size}」利润率 ${margin}% 低于您设置的下限 30%（利润 ¥${(profit / 100).toFixed(2)}）`,
  );
  await expect(page.locator('[data-testid="template-ok"]:visible')).toBeVisible();
  await expect(firstRow.getByTestId('sku-profit')).toHaveAttribute('data-state', 'low');
  await page.screenshot({ path: `${SHOTS}/template-margin-floor.png`, fullPage: true });
  // The floor is the seller's setting: it is there on the next visit.
  await page.reload();
  await expect(page.getByLabel('利润率下限')).toHaveValue('30');
});

/** A new sandbox Temu shop for the seller, with the seller's tee (`templateFromTee`) published and on sale there. */
async function onSale(request: APIRequestContext, token: string) {
  const shop = await bindSandboxShop(request, { token }, 'ERP店');
  const { templateId } = await templateFromTee(request, token);
  await publishAndPutOnSale(request, { token }, shop, templateId);
  return shop;
}

test('orders: deadlines and colour/size per line, a partial batch pay oldest deadline first, then auto-pay on sync', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const account = await registerAccount(request);
  const headers = authHeader(account.token);
  const shop = await onSale(request, account.token);
  await raiseOrders(request, shop, 3);

  await openSignedIn(page, request, '/order/orderTemu', account);
  await page.locator('.ant-card:visible', { hasText: '备货单' }).getByRole('button', { name: '同步' }).click();
  const rows = page.locator('.ant-table-row:visible');
  await expect(rows).toHaveCount(3, { timeout: 60_000 });

  // Every order's cost by hand from its lines; the unpaid total is their sum.
  const list = await data<TemuOrderPage>(await request.get('/api/orderTemu/page?pageSize=50', { headers }));
  const costs = new Map<number, number>();
  for (const r of list.rows) {
    const d = await data<TemuOrderDetail>(await request.get(`/api/orderTemu/detail?id=${r.id}`, { headers }));
    costs.set(r.id, handCost(d.lines));
    // Colour/size per line as the seller's blank variants (白色 tee), each with its pay deadline before delivery.
    await expect(rows.filter({ hasText: r.subPurchaseOrderSn }).getByTestId('order-skus')).toContainText('白色/');
    await expect(rows.filter({ hasText: r.subPurchaseOrderSn }).getByTestId('pay-deadline')).toContainText('付款截止');
  }
  const total = [...costs.values()].reduce((a, b) => a + b, 0);
  await expect(page.getByTestId('unpaid-summary')).toContainText(`待支付 3 单，合计 ¥${(total / 100).toFixed(2)}`);
  // Tabs add up to the list: 全部 3 = 待支付 3.
  await expect(page.getByRole('tab', { name: /^全部/ })).toContainText('3');
  await expect(page.getByRole('tab', { name: /待支付/ })).toContainText('3');
  await page.screenshot({ path: `${SHOTS}/orders-list.png`, fullPage: true });

  // Oldest pay deadline first (then purchase time, then id); the balance covers the first and one fen more.
  const queue = [...list.rows].sort(
    (a, b) =>
      (a.payDeadlineAt ?? Infinity) - (b.payDeadlineAt ?? Infinity) || a.purchaseTime - b.purchaseTime || a.id - b.id,
  );
  const firstCost = costs.get(queue[0]!.id)!;
  await topUp(request, account.token, firstCost + 1);
  for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
  await page.getByTestId('batch-pay').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/order\/payTemu\?ids=/);
  await expect(page.getByTestId('shortfall')).toContainText('余额不足');
  await page.screenshot({ path: `${SHOTS}/pay-short.png`, fullPage: true });
  await page.getByTestId('pay-partial').click();
  await expect(page.getByText('已支付 1 个订单，2 个未支付')).toBeVisible();
  const rest = costs.get(queue[1]!.id)! + costs.get(queue[2]!.id)!;
  await expect(page.getByTestId('partial-pay-summary')).toHaveText(
    `本次扣款 ¥${(firstCost / 100).toFixed(2)}，余额 ¥0.01；余下订单还需 ¥${(rest / 100).toFixed(2)}`,
  );
  await expect(page.getByTestId('partial-pay-left')).toContainText(queue[1]!.subPurchaseOrderSn);
  await expect(page.getByTestId('partial-pay-left')).toContainText('余额不足');
  await page.screenshot({ path: `${SHOTS}/pay-partial.png`, fullPage: true });
  expect(await balanceOf(request, account.token)).toBe(1);
  const after = await data<TemuOrderPage>(await request.get('/api/orderTemu/page?pageSize=50', { headers }));
  expect(after.rows.find((r) => r.id === queue[0]!.id)!.state).toBe('to_produce');
  expect(
    after.rows
      .filter((r) => r.state === 'unpaid')
      .map((r) => r.id)
      .sort(),
  ).toEqual([queue[1]!.id, queue[2]!.id].sort());

  // The paid order's production push is one click away.
  await page.getByRole('button', { name: '返回备货单' }).click();
  await rows.filter({ hasText: queue[0]!.subPurchaseOrderSn }).getByRole('button', { name: '推送记录' }).click();
  await expect.poll(() => hashPath(page)).toBe(`/order/orderPushRecord?orderSn=${queue[0]!.subPurchaseOrderSn}`);
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(1);
  await expect(page.locator('.ant-table-row:visible')).toContainText(queue[0]!.subPurchaseOrderSn);
  await expect(page.getByRole('menuitem', { name: '订单推送记录' }).first()).toBeAttached();

  // Auto-pay: on, with a daily cap; the next sync's new orders are paid as they arrive, the old ones wait.
  await topUp(request, account.token, 5_000_000);
  await page.goBack();
  await expect.poll(() => hashPath(page)).toBe('/order/orderTemu');
  await page.getByTestId('auto-pay').click();
  const dialog = page.getByRole('dialog', { name: '自动支付' });
  await dialog.getByLabel('自动支付开关').click();
  await dialog.getByLabel('每日上限').fill('50000');
  await page.screenshot({ path: `${SHOTS}/auto-pay-settings.png` });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('自动支付已开启，每日最多 ¥50000.00')).toBeVisible();
  await expect(page.getByTestId('auto-pay')).toContainText('已开启');
  await raiseOrders(request, shop, 2);
  await page.locator('.ant-card:visible', { hasText: '备货单' }).getByRole('button', { name: '同步' }).click();
  await expect(rows).toHaveCount(5, { timeout: 60_000 });
  await expect(page.getByRole('tab', { name: /待生产/ })).toContainText('3');
  await expect(page.getByRole('tab', { name: /待支付/ })).toContainText('2');
  const now = await data<TemuOrderPage>(await request.get('/api/orderTemu/page?pageSize=50', { headers }));
  const fresh = now.rows.filter((r) => !costs.has(r.id));
  expect(fresh).toHaveLength(2);
  let autoPaid = 0;
  for (const r of fresh) {
    expect(r.state).toBe('to_produce');
    const d = await data<TemuOrderDetail>(await request.get(`/api/orderTemu/detail?id=${r.id}`, { headers }));
    autoPaid += handCost(d.lines);
    expect(d.events.map((e) => e.remark).join(' ')).toContain('自动支付');
  }
  expect(await balanceOf(request, account.token)).toBe(1 + 5_000_000 - autoPaid);
  await page.getByTestId('auto-pay').click();
  await expect(page.getByTestId('auto-paid-today')).toHaveText(`今日已自动支付 ¥${(autoPaid / 100).toFixed(2)}`);
  await page.screenshot({ path: `${SHOTS}/auto-paid.png`, fullPage: true });
});
