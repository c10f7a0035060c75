import {
  priceSkusByRule,
  propertyShown,
  TEMU_TEMPLATE_API,
  type TemplateImageRef,
  type TemuLeafHit,
  type TemuLeafTemplate,
  type TemuPropertyInput,
  type TemuSizeChartSpec,
  type TemuSpecMapEntry,
  type TemuSpecMapping,
  type TemuTemplateBody,
  temuTemplateBody,
  type UploadResult,
} from '@podbench/contract';
import { variantsOf } from '../src/modules/catalogue/repository';
import { openShopCaller } from '../src/modules/temu-publish/temu-shop';
import { createJobRunner } from '../src/jobs/runner';
import { temuPublishJob } from '../src/jobs/temu-publish-job';
import type { TestApp } from './helper';
import { multipart } from './multipart';
import { authorize, newSeller, sandboxShop, type Seller } from './marketplace-fixtures';
import { png } from './temu-goods-fixtures';

/**
 * Stands for "the saving seller's own test image" in the bodies below: `saveTemplate` / `saveSheinTemplate` put in
 * the seller's own uploaded file (template images are references to the seller's own files, never storage keys).
 */
export const OWN_TEST_IMAGE: TemplateImageRef = Object.freeze({ kind: 'file', id: 0 });

/** The bytes of the test image: an 800×800 PNG. */
export const testImageBytes = async () => Buffer.from(await png(800, 800), 'base64');

const uploaded = new WeakMap<TestApp, Map<number, TemplateImageRef>>();
/** The seller's own copy of the test image, uploaded once through `POST /upload` (a `file` reference). */
export async function ownTestImage(t: TestApp, seller: Seller): Promise<TemplateImageRef> {
  const mine = uploaded.get(t) ?? new Map<number, TemplateImageRef>();
  uploaded.set(t, mine);
  const known = mine.get(seller.mainId);
  if (known) return known;
  const r = await t.call<UploadResult>({
    method: 'POST',
    url: '/upload',
    token: seller.token,
    ...multipart([{ filename: 'tee.png', contentType: 'image/png', data: await testImageBytes() }]),
  });
  if (r.code !== 200) throw new Error(`test image upload: ${r.msg}`);
  const ref: TemplateImageRef = { kind: 'file', id: r.data.id };
  mine.set(seller.mainId, ref);
  return ref;
}

/** The body with OWN_TEST_IMAGE replaced by the seller's own test image (anything else is left as it is). */
export async function withOwnImages<T>(t: TestApp, seller: Seller, body: T): Promise<T> {
  const b = body as { images?: unknown };
  if (!b || typeof b !== 'object' || !Array.isArray(b.images) || !b.images.includes(OWN_TEST_IMAGE)) return body;
  const own = await ownTestImage(t, seller);
  return { ...body, images: b.images.map((i) => (i === OWN_TEST_IMAGE ? own : i)) };
}

/** A leaf of the sandbox's tree by name (cats.get through the seller's shop), as the editor's search finds it. */
export async function leafByName(t: TestApp, seller: Seller, keyword: string, index = 0) {
  const r = await t.call<TemuLeafHit[]>({
    method: 'GET',
    url: `${TEMU_TEMPLATE_API.categorySearch}?keyword=${encodeURIComponent(keyword)}`,
    token: seller.token,
  });
  if (r.code !== 200 || !r.data[index]) throw new Error(`no leaf ${keyword}: ${r.msg}`);
  return r.data[index];
}

/** Every required property shown for the leaf, filled with its first value (what a seller would pick). */
export function fillRequired(leaf: TemuLeafTemplate): TemuPropertyInput[] {
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

export interface BuildOptions {
  keyword: string;
  blankName: string;
  title: string;
  colors?: number;
  sizes?: number;
}

/**
 * A template built as the editor builds one, only through the routes: search the leaf, read its attribute template
 * and fill the required properties, map the blank's colours/sizes (remembered, by name, or made with spec.create),
 * fill the size chart in the leaf's columns and allowed sizes, then save. Returns the body (not saved).
 */
export async function templateBodyVia(t: TestApp, seller: Seller, o: BuildOptions): Promise<TemuTemplateBody> {
  const get = async <T>(url: string) => {
    const r = await t.call<T>({ method: 'GET', url, token: seller.token });
    if (r.code !== 200) throw new Error(`${url}: ${r.msg}`);
    return r.data;
  };
  const hit = await leafByName(t, seller, o.keyword);
  const catId = hit.ids.at(-1)!;
  const leaf = await get<TemuLeafTemplate>(`${TEMU_TEMPLATE_API.leafTemplate}?catId=${catId}`);
  const blank = await t.runtime.ctx.db
    .selectFrom('blanks')
    .select('id')
    .where('name', '=', o.blankName)
    .executeTakeFirstOrThrow();
  const blankId = Number(blank.id);
  const mapping = await get<TemuSpecMapping>(`${TEMU_TEMPLATE_API.specMapping}?blankId=${blankId}&catId=${catId}`);
  const variants = await variantsOf(t.runtime.ctx.db, [blankId]);
  // Colours and sizes Temu's template knows (exactly), so no custom value is needed.
  const known = (list: TemuSpecMapEntry[]) => list.filter((e) => e.confirmed && e.spec).map((e) => e.name);
  const colorNames = known(mapping.colors).slice(0, o.colors ?? 2);
  const sizeOk = known(mapping.sizes);
  const allSizes = [...new Set(variants.map((v) => v.size))];
  const sizeNames = (sizeOk.length > 0 ? sizeOk : allSizes).slice(0, o.sizes ?? 3);
  const picked = variants.filter((v) => colorNames.includes(v.color_name) && sizeNames.includes(v.size));
  const chart = await get<TemuSizeChartSpec>(`${TEMU_TEMPLATE_API.sizeChartMeta}?catId=${catId}`);
  const apparel = hit.catType === 1;
  const skus = picked.map((v) => ({
    variantId: Number(v.id),
    color: v.color_name,
    size: v.size,
    priceFen: 19990, // above every seeded blank's production cost (a lower price is refused)
    stock: 100,
    weightG: Math.max(1, Number(v.weight_g)),
    lenMm: Math.max(1, Number(v.length_mm)),
    widthMm: Math.max(1, Number(v.width_mm)),
    heightMm: Math.max(1, Number(v.height_mm)),
    baseCostFen: Number(v.base_cost_fen),
  }));
  const columns = chart.elements.filter((e) => e.necessary).map((e) => e.name);
  return temuTemplateBody.parse({
    blankId,
    title: o.title,
    category: { ids: hit.ids, names: hit.names, catType: hit.catType },
    properties: fillRequired(leaf),
    specMapping: {
      colors: mapping.colors.filter((e) => colorNames.includes(e.name)),
      sizes: mapping.sizes.filter((e) => sizeNames.includes(e.name) && e.spec && e.confirmed),
    },
    images: [await ownTestImage(t, seller)],
    skus,
    technology: apparel
      ? { technologyType: 1, firstType: 10004, twiceTypes: [20027] }
      : { technologyType: 1, firstType: 10005, twiceTypes: [20007] },
    sizeChart: chart.required
      ? {
          classId: chart.classId,
          unit: 'cm',
          columns,
          rows: sizeNames.map((size, i) => ({ size, values: columns.map((_, j) => String(60 + i * 2 + j)) })),
        }
      : null,
    origin: { region1ShortName: 'CN', region2Id: 43000000000006 },
  });
}

/**
 * A publishable T-shirt for the sandbox's T恤 leaf, in the reference sample's ids (path 27011 › 27012 › 27100 ›
 * 30469, 材料 201831/2197 涤纶, 颜色 1001/3003 白色, 尺码 3001/4001–4002 S/M, size class 3 with 胸围 and 衣长): one
 * colour × two sizes. Built through the routes instead: `templateBodyVia`.
 */
export async function templateBodyFor(_t: TestApp, title = '定制印花T恤 男女同款 纯棉短袖'): Promise<TemuTemplateBody> {
  const size = (name: string, specId: number) => ({
    name,
    confirmed: true,
    spec: { parentSpecId: 3001, parentSpecName: '尺码', specId, specName: name, source: 'template' as const },
  });
  const body = temuTemplateBody.parse({
    title,
    category: {
      ids: [27011, 27012, 27100, 30469],
      names: ['服装鞋靴和珠宝饰品', '男装', '男士上衣', 'T恤'],
      catType: 1,
    },
    properties: [{ templatePid: 201831, pid: 89, refPid: 121, name: '材料', vid: 2197, value: '涤纶' }],
    specMapping: {
      colors: [
        {
          name: '白色',
          confirmed: true,
          spec: { parentSpecId: 1001, parentSpecName: '颜色', specId: 3003, specName: '白色', source: 'template' },
        },
      ],
      sizes: [size('S', 4001), size('M', 4002)],
    },
    images: [{ kind: 'file', id: 1 }],
    skus: ['S', 'M'].map((s, i) => ({
      variantId: 10 + i,
      color: '白色',
      size: s,
      priceFen: 9990, // above the production cost of variants 10 and 11 (¥90.80, ¥84.80)
      stock: 100,
      weightG: 180,
      lenMm: 300,
      widthMm: 250,
      heightMm: 20,
      baseCostFen: 1800,
    })),
    technology: { technologyType: 1, firstType: 10004, twiceTypes: [20027] },
    sizeChart: {
      classId: 3,
      unit: 'cm',
      columns: ['胸围', '衣长'],
      rows: [
        { size: 'S', values: ['96', '69'] },
        { size: 'M', values: ['100', '72'] },
      ],
    },
    origin: { region1ShortName: 'CN', region2Id: 43000000000006 },
  });
  // The seller's own test image goes in on save (saveTemplate → withOwnImages).
  return { ...body, images: [OWN_TEST_IMAGE] };
}

export async function saveTemplate(t: TestApp, seller: Seller, template: unknown, id: number | null = null) {
  return t.call<{ id: number; problems: Array<{ field: string; message: string }>; status: string }>({
    method: 'POST',
    url: TEMU_TEMPLATE_API.save,
    payload: { id, template: await withOwnImages(t, seller, template) },
    token: seller.token,
  });
}

export async function sellerWithShops(t: TestApp, shops = 1) {
  const seller = await newSeller(t);
  const out: Array<{ shopId: number; mallId: string }> = [];
  for (let i = 0; i < shops; i++) {
    const s = await sandboxShop(t);
    const b = await authorize(t, seller, s.accessToken);
    if (b.code !== 200) throw new Error(b.msg);
    out.push({ shopId: b.data.id, mallId: s.mallId });
  }
  return { seller, shops: out };
}

/**
 * Runs queued publishes to the end as the server does: jobs of the queue's publish lane (8 per shop at a time). A
 * publish deferred to the next day (2000197) is an end too: its next job waits for that day.
 */
export async function drainPublishes(t: TestApp, timeoutMs = 240_000) {
  const runner = createJobRunner(t.runtime.ctx, { handlers: [temuPublishJob], pollMs: 200 });
  runner.start();
  const db = t.runtime.ctx.db;
  const end = Date.now() + timeoutMs;
  try {
    for (;;) {
      const open = await db
        .selectFrom('temu_publishes')
        .select('id')
        .where('state', 'in', ['queued', 'adding'])
        .executeTakeFirst();
      const due = await db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'temu-publish')
        .where((eb) =>
          eb.or([eb('status', '=', 'running'), eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', Date.now())])]),
        )
        .executeTakeFirst();
      if (!open && !due) return;
      if (Date.now() > end) throw new Error('publishes did not settle in time');
      runner.kick();
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await runner.stop();
  }
}

/** The goods of one sandbox shop as Temu lists them (bg.glo.goods.list.get, rows per SKC), with their SKU codes. */
export async function sandboxGoods(t: TestApp, mallId: string) {
  const db = t.runtime.ctx.db;
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'main_id'])
    .where('platform', '=', 'temu')
    .where('mall_id', '=', mallId)
    .executeTakeFirstOrThrow();
  const caller = await openShopCaller(t.runtime.ctx, Number(shop.main_id), Number(shop.id));
  const byProduct = new Map<number, string[]>();
  for (let page = 1; ; page++) {
    const r = await caller.callType('bg.glo.goods.list.get', { page, pageSize: 100 }, { idempotent: true });
    for (const row of r.data)
      byProduct.set(row.productId, [
        ...(byProduct.get(row.productId) ?? []),
        ...row.productSkuSummaries.map((k) => k.extCode),
      ]);
    if (r.data.length < 100) break;
  }
  return [...byProduct.entries()].map(([productId, extCodes]) => ({ productId, extCodes }));
}

/**
 * What a seller does in the editor after 做成模板: picks the leaf (search), fills its required properties, confirms
 * the colour/size mapping (SKUs Temu's template has no value for are dropped), fills the size chart in the leaf's
 * columns, picks the origin, and saves. Returns the saved template's status.
 */
export async function completeTemplate(t: TestApp, seller: Seller, id: number, keyword = 'T恤') {
  const get = async <T>(url: string) => {
    const r = await t.call<T>({ method: 'GET', url, token: seller.token });
    if (r.code !== 200) throw new Error(`${url}: ${r.msg}`);
    return r.data;
  };
  const d = await get<TemuTemplateBody>(`${TEMU_TEMPLATE_API.detail}?id=${id}`);
  const hit = await leafByName(t, seller, keyword);
  const catId = hit.ids.at(-1)!;
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
  const body = {
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
  const r = await saveTemplate(t, seller, body, id);
  if (r.code !== 200) throw new Error(r.msg);
  return r.data;
}
