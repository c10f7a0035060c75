import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  priceSkusByRule,
  propertyShown,
  TEMU_TEMPLATE_API,
  type TemuLeafHit,
  type TemuLeafTemplate,
  type TemuPropertyInput,
  type TemuSizeChartSpec,
  type TemuSpecMapEntry,
  type TemuSpecMapping,
  type TemuTemplateBody,
} from '@podbench/contract';
import { expect } from '../fixtures';
import { authHeader, data, openSignedIn } from './web-helpers';

/** Picks an option of the open Select/AutoComplete dropdown by its text, and waits for the dropdown to close. */
export async function pickOption(page: Page, text: string, exact = false) {
  const options = page.locator('.ant-select-dropdown:visible').last().locator('.ant-select-item-option');
  await (exact ? options.filter({ hasText: new RegExp(`^${text}$`) }) : options.filter({ hasText: text }))
    .first()
    .click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Chooses a value of a single-choice property of the attribute-template form. */
export async function choose(page: Page, property: string, value: string) {
  await page.getByTestId(`property-${property}`).locator('.ant-select').click();
  await pickOption(page, value, true);
}

/** Opens the select inside `where` and picks its first option (what a seller in a hurry does). */
async function pickFirst(page: Page, where: Locator) {
  await where.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible').last().locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Every required property still empty, filled as a seller would: first value, 100% of the first material, a text. */
async function fillRequiredProperties(page: Page) {
  const form = page.locator('[data-testid="property-form"]:visible');
  await expect(form).toBeVisible();
  // A choice can show a child property that is required in turn (showCondition): go round until none is empty.
  for (let pass = 0; pass < 4; pass++) {
    const required = form
      .locator('[data-testid^="property-"]')
      .filter({ has: page.locator('.ant-form-item-required') });
    let filled = 0;
    for (const item of await required.all()) {
      const composition = item.getByLabel(/第 1 项含量$/);
      if ((await composition.count()) > 0) {
        if ((await composition.inputValue()) !== '') continue;
        await pickFirst(page, item);
        await composition.fill('100');
      } else if ((await item.locator('.ant-select').count()) > 0 && (await item.locator('input').count()) <= 1) {
        if ((await item.locator('.ant-select-selection-item').count()) > 0) continue;
        await pickFirst(page, item);
      } else {
        const input = item.locator('input').first();
        if ((await input.inputValue()) !== '') continue;
        await input.fill((await input.getAttribute('role')) === 'spinbutton' ? '10' : '定制');
      }
      filled++;
    }
    if (filled === 0) return;
  }
}

/** Colours and sizes not matched by name get the first Temu value; name matches not yet confirmed are confirmed. */
async function confirmMapping(page: Page) {
  const mapping = page.locator('[data-testid="spec-mapping"]:visible');
  await expect(mapping.locator('.ant-table-row').first()).toBeVisible();
  for (const row of await mapping.locator('.ant-table-row').all()) {
    if ((await row.getByText('未对应').count()) > 0) await pickFirst(page, row);
    const confirm = row.getByRole('button', { name: /^确认/ });
    if ((await confirm.count()) > 0) await confirm.click();
  }
}

/**
 * What a seller does in the editor after 做成模板, through the editor itself: picks the leaf by search, fills its
 * required properties, confirms the colour/size mapping, lays out the size chart in the leaf's columns (按类目整理),
 * picks the origin, prices one price per colour by the rule (按规则重新定价) and saves. The page is left signed in
 * on the saved, publishable template. (The server tests' `completeTemplate` does the same through the API.)
 */
export async function completeTemplateInEditor(
  page: Page,
  request: APIRequestContext,
  account: { userName: string; password: string },
  templateId: number,
  leafPath = '服装鞋靴和珠宝饰品 / 男装 / 男士上衣 / T恤',
) {
  await openSignedIn(page, request, `/publish/temuTemplateInfo?id=${templateId}`, account);
  const search = page.locator('[data-testid="category-search"]:visible');
  await search.click();
  await page.keyboard.type(leafPath.split(' / ').at(-1) ?? leafPath);
  await pickOption(page, leafPath);
  await fillRequiredProperties(page);
  await confirmMapping(page);
  const chart = page.locator('.ant-card:visible', { hasText: '尺码表' }).last();
  const arrange = chart.getByRole('button', { name: '按类目整理' });
  if ((await arrange.count()) > 0) await arrange.click();
  await page.getByLabel('产地省份').click();
  await pickOption(page, '广东省');
  await page.getByRole('button', { name: '按规则重新定价' }).click();
  await expect(page.locator('[data-testid="template-ok"]:visible')).toBeVisible();
  await page.getByRole('button', { name: /保存$/ }).click();
  await expect(page.getByText('模板已保存，可以发布')).toBeVisible();
  await expect(page.locator('[data-testid="template-status"]:visible')).toHaveText('可发布');
}

/** Every required property shown for the leaf, filled with its first value (what a seller would pick). */
function fillRequiredViaApi(leaf: TemuLeafTemplate): TemuPropertyInput[] {
  const out: TemuPropertyInput[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const p of leaf.properties) {
      if (!p.required || out.some((o) => o.templatePid === p.templatePid) || !propertyShown(p, out)) continue;
      const base = { templatePid: p.templatePid, pid: p.pid, refPid: p.refPid, name: p.name };
      const v = p.values[0];
      if (p.control === 'composition' && v)
        out.push({ ...base, vid: v.vid, value: v.value, valueUnit: p.units[0] ?? '', numberInputValue: '100' });
      else if ((p.control === 'select' || p.control === 'multiSelect' || p.control === 'inputOrSelect') && v)
        out.push({ ...base, vid: v.vid, value: v.value, valueUnit: '', numberInputValue: '' });
      else if (p.control === 'number')
        out.push({ ...base, vid: 0, value: p.min || '10', valueUnit: p.units[0] ?? '', numberInputValue: '' });
      else if (p.control === 'input') out.push({ ...base, vid: 0, value: '定制', valueUnit: '', numberInputValue: '' });
    }
  }
  return out;
}

/**
 * The API port of the server tests' `completeTemplate` (apps/server/test/temu-publish-fixtures.ts), kept only for
 * callers that have no page (shipping-desk-helpers' paidStockOrder). Prefer `completeTemplateInEditor`, which does it
 * the seller's way; delete this once nothing without a page needs it. Picks the leaf (search), fills its required properties, confirms the
 * colour/size mapping (SKUs Temu's template has no value for are dropped), fills the size chart in the leaf's
 * columns, picks the origin, prices one price per colour by the rule, and saves. Returns the saved template's status.
 */
export async function completeTemplate(request: APIRequestContext, token: string, templateId: number, keyword = 'T恤') {
  const headers = authHeader(token);
  const get = async <T>(url: string) => data<T>(await request.get(url, { headers }));
  const d = await get<TemuTemplateBody>(`${TEMU_TEMPLATE_API.detail}?id=${templateId}`);
  const hits = await get<TemuLeafHit[]>(`${TEMU_TEMPLATE_API.categorySearch}?keyword=${encodeURIComponent(keyword)}`);
  const hit = hits[0];
  if (!hit) throw new Error(`no leaf ${keyword}`);
  const catId = hit.ids.at(-1);
  const leaf = await get<TemuLeafTemplate>(`${TEMU_TEMPLATE_API.leafTemplate}?catId=${catId}`);
  const mapping = await get<TemuSpecMapping>(`${TEMU_TEMPLATE_API.specMapping}?blankId=${d.blankId}&catId=${catId}`);
  const chart = await get<TemuSizeChartSpec>(`${TEMU_TEMPLATE_API.sizeChartMeta}?catId=${catId}`);
  const ok = (list: TemuSpecMapEntry[]) => new Set(list.filter((e) => e.confirmed && e.spec).map((e) => e.name));
  const colors = ok(mapping.colors);
  const sizes = ok(mapping.sizes);
  const skus = d.skus.filter(
    (s) =>
      colors.has(s.color) && sizes.has(s.size) && (chart.sizeNames.length === 0 || chart.sizeNames.includes(s.size)),
  );
  const usedSizes = [...new Set(skus.map((s) => s.size))];
  const columns = chart.elements.filter((e) => e.necessary).map((e) => e.name);
  const template = {
    ...d,
    category: { ids: hit.ids, names: hit.names, catType: hit.catType },
    properties: fillRequiredViaApi(leaf),
    specMapping: {
      colors: mapping.colors.filter((e) => skus.some((s) => s.color === e.name)),
      sizes: mapping.sizes.filter((e) => usedSizes.includes(e.name)),
    },
    // 按规则定价 as the editor applies it: apparel gets one price per colour (2000031).
    skus: priceSkusByRule(d.pricing, skus, hit.catType === 1),
    sizeChart: chart.required
      ? {
          classId: chart.classId,
          unit: 'cm',
          columns,
          rows: usedSizes.map((size, i) => ({ size, values: columns.map((_, j) => String(60 + i * 2 + j)) })),
        }
      : null,
    origin: { region1ShortName: 'CN' as const, region2Id: 43000000000006 },
  };
  return data<{ id: number; problems: Array<{ field: string; message: string }>; status: string }>(
    await request.post(TEMU_TEMPLATE_API.save, { headers, data: { id: templateId, template } }),
  );
}
