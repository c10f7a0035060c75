import type { APIRequestContext } from '@playwright/test';
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
import { authHeader, data } from './web-helpers';

/** Every required property shown for the leaf, filled with its first value (what a seller would pick). */
function fillRequired(leaf: TemuLeafTemplate): TemuPropertyInput[] {
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
 * What a seller does in the editor after 做成模板, through the same API (the server tests' `completeTemplate` in
 * apps/server/test/temu-publish-fixtures.ts): picks the leaf (search), fills its required properties, confirms the
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
    properties: fillRequired(leaf),
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
