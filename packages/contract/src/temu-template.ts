import { z } from 'zod';
import { pageQuery } from './envelope';
import {
  isApparel,
  temuTemplateChange,
  propertyProblems,
  type TemuLeafTemplate,
  type TemuSpecMapEntry,
  TEMU_TEMPLATE_STATUSES,
  temuCategoryNode,
  temuOrigin,
  temuPropertyInput,
  temuSpecMapping,
  temuTemplateCategory,
} from './temu-attr-template';
import { marginProblems } from './margins';
import { templateImageRef, templateImageRefs } from './template-image';
import { TEMU_RULES as R, TEMU_TITLE_LIMITS_BY_CAT1 } from './temu-rules';
import {
  DEFAULT_TEMU_PRICING,
  DEFAULT_TEMU_TECHNOLOGY,
  priceByRule,
  sizeChartProblems,
  technologyProblem,
  temuPricingRule,
  temuSizeChart,
  temuTechnology,
} from './temu-template-extras';

/** One SKU of a listing template: a blank variant with its specs, supply price (fen) and stock. */
export const temuTemplateSku = z.object({
  variantId: z.number().int().positive(),
  /** 颜色 / 尺码 spec values. */
  color: z.string().max(60),
  size: z.string().max(60),
  priceFen: z.number().int(),
  stock: z.number().int(),
  weightG: z.number().int(),
  lenMm: z.number().int(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  /** The blank variant's base cost when the template was made (fen): what the pricing rule multiplies. */
  baseCostFen: z.number().int().min(0).default(0),
});
export type TemuTemplateSku = z.infer<typeof temuTemplateSku>;

/** A free-text attribute of a template made before attribute templates (kept after migration 0029, not sent). */
export const temuTemplateAttr = z.object({ name: z.string().max(60), value: z.string().max(200) });

/**
 * The editable body of a listing template (POST save / the edit page), driven by the leaf's attribute template
 * (issue 18 §2): the category leaf with its catType, property values in Temu's ids, the blank's colours/sizes mapped
 * to sale values (spec ids), a size chart in the class's columns and allowed sizes, the origin province and the
 * customisation. The shop's currency is the shop's (not stored here).
 */
export const temuTemplateBody = z.object({
  designId: z.number().int().positive().nullable().default(null),
  /** The blank (catalogue product) of the SKUs: remembered colour/size mappings are per blank and category. */
  blankId: z.number().int().positive().nullable().default(null),
  title: z.string().max(1000),
  titleEn: z.string().max(1000).default(''),
  /** Leaf path and catType (null = not chosen yet). */
  category: temuTemplateCategory.nullable().default(null),
  /** Chosen property values (productPropertyReqs), in the leaf template's ids. */
  properties: z.array(temuPropertyInput).max(200).default([]),
  /** Free-text attributes of a template made before attribute templates: shown to help, never sent. */
  legacyAttributes: z.array(temuTemplateAttr).max(50).default([]),
  /** The blank's colours and sizes → the leaf's sale values. */
  specMapping: temuSpecMapping.default({ colors: [], sizes: [] }),
  /** Owned image references (never storage keys), the first is the main image; rendered to Temu's rules on publish. */
  images: templateImageRefs,
  /** 素材图 (1:1, ≥ 800): null → the first image, rendered square. */
  materialImage: templateImageRef.nullable().default(null),
  /** Apparel: each colour's SKC previews (3:4); a colour without its own uses the template's images. */
  skcImages: z
    .array(z.object({ color: z.string().max(60), images: templateImageRefs }))
    .max(25)
    .default([]),
  skus: z.array(temuTemplateSku).max(500),
  /** 定制品: personalizationSwitch 1 with the doc 203 technology. */
  personalization: z.boolean().default(true),
  /** 定制工艺 sent as customizedTechnologyReq. */
  technology: temuTechnology.default(DEFAULT_TEMU_TECHNOLOGY),
  /** 尺码表 in the leaf's size-chart columns (null = none; refused on publish when the leaf requires one). */
  sizeChart: temuSizeChart.nullable().default(null),
  /** 产地 (productOrigin): CN with a doc 201 province. */
  origin: temuOrigin.default({ region1ShortName: 'CN', region2Id: null }),
  /** How supply prices are derived from base costs (the editor's 按规则定价; apparel: one price per colour). */
  pricing: temuPricingRule.default(DEFAULT_TEMU_PRICING),
  /** The fingerprint of the leaf template the form was filled from (GET leafTemplate). */
  templateFingerprint: z.string().max(100).nullable().default(null),
});
export type TemuTemplateBody = z.infer<typeof temuTemplateBody>;
/** What a save may send (defaults filled in by the server). */
export type TemuTemplateInput = z.input<typeof temuTemplateBody>;

export interface TemuTemplateProblem {
  /** Field path, e.g. `title`, `images`, `skus.2.priceFen`. */
  field: string;
  message: string;
}

/** Temu doc 205: the most characters of productName for the template's level-1 category. */
export const temuTitleMax = (level1CatId: number | undefined) =>
  (level1CatId === undefined ? undefined : TEMU_TITLE_LIMITS_BY_CAT1[level1CatId]) ?? R.titleMax;

/**
 * Supply prices by the pricing rule. Apparel (catType 1) has one price per SKC (2000031): every SKU of a colour
 * gets the price of the colour's dearest base cost, so no SKU is sold below its rule.
 */
export function priceSkusByRule<S extends { color: string; baseCostFen: number }>(
  rule: z.infer<typeof temuPricingRule>,
  skus: readonly S[],
  apparel: boolean,
): (S & { priceFen: number })[] {
  if (!apparel) return skus.map((s) => ({ ...s, priceFen: priceByRule(rule, s.baseCostFen) }));
  const top = new Map<string, number>();
  for (const s of skus) top.set(s.color, Math.max(top.get(s.color) ?? 0, s.baseCostFen));
  return skus.map((s) => ({ ...s, priceFen: priceByRule(rule, top.get(s.color) ?? s.baseCostFen) }));
}

/**
 * Every rule a template breaks, per field, in Chinese. Empty = ready to publish. With `leaf` (the leaf's attribute
 * template), the property values are checked against it too (required, values, showCondition, composition = 100);
 * without it, a template whose category has no property value yet is 需补全.
 */
export function checkTemuTemplate(
  t: TemuTemplateBody,
  leaf?: TemuLeafTemplate | null,
  /** Production cost per variant id (margins.ts): a supply price below it is refused. */
  costs?: Readonly<Record<number, number>> | null,
): TemuTemplateProblem[] {
  const out: TemuTemplateProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  const title = [...t.title.trim()];
  const titleMax = temuTitleMax(t.category?.ids[0]);
  if (title.length < R.titleMin) add('title', `标题至少 ${R.titleMin} 个字`);
  if (title.length > titleMax) add('title', `该类目的标题最多 ${titleMax} 个字（Temu 文档 205）`);
  const apparel = isApparel(t.category);
  if (!t.category) add('category', '请选择到叶子类目');
  if (t.images.length < R.carouselMin) add('images', `至少 ${R.carouselMin} 张轮播图`);
  if (t.images.length > R.carouselMax) add('images', `轮播图最多 ${R.carouselMax} 张`);
  if (t.skus.length === 0) add('skus', '至少一个 SKU');
  if (t.skus.length > R.skuMax) add('skus', `SKU 最多 ${R.skuMax} 个`);
  const colors = new Set(t.skus.map((s) => s.color));
  if (apparel && colors.size > R.skcMax) add('skus', `颜色（SKC）最多 ${R.skcMax} 个`);
  if (apparel)
    for (const c of colors) {
      const of = t.skus.filter((s) => s.color === c);
      if (of.length > R.skuPerSkcMax) add('skus', `颜色「${c}」的 SKU 最多 ${R.skuPerSkcMax} 个`);
      if (new Set(of.map((s) => s.priceFen)).size > 1)
        add('skus', `服饰类目同一颜色（SKC）的供货价须一致：「${c}」有不同价格`);
    }
  const seen = new Set<string>();
  t.skus.forEach((s, i) => {
    const f = (k: string) => `skus.${i}.${k}`;
    if (!s.color.trim()) add(f('color'), '颜色不能为空');
    if (!s.size.trim()) add(f('size'), '尺码不能为空');
    const key = `${s.color}/${s.size}`;
    if (seen.has(key)) add(f('size'), `规格重复：${key}`);
    seen.add(key);
    if (s.priceFen < R.priceMinFen || s.priceFen > R.priceMaxFen)
      add(f('priceFen'), `供货价须在 ${R.priceMinFen / 100}–${R.priceMaxFen / 100} 元之间`);
    if (s.stock < 0 || s.stock > R.stockMax) add(f('stock'), `库存须在 0–${R.stockMax} 之间`);
    if (s.weightG <= 0 || s.weightG > R.weightMaxG) add(f('weightG'), `重量须在 1–${R.weightMaxG} 克之间`);
    for (const k of ['lenMm', 'widthMm', 'heightMm'] as const)
      if (s[k] <= 0 || s[k] > R.edgeMaxMm) add(f(k), `尺寸须在 1–${R.edgeMaxMm} 毫米之间`);
  });
  // Colours and sizes mapped to sale values, each confirmed by the seller.
  const mapOf = (list: TemuSpecMapEntry[], names: Set<string>, what: string, field: string) => {
    for (const n of names) {
      const e = list.find((m) => m.name === n);
      if (!e?.spec) add(field, `${what}「${n}」未对应 Temu 的销售属性值`);
      else if (!e.confirmed) add(field, `${what}「${n}」→「${e.spec.specName}」待确认`);
    }
  };
  if (t.category) {
    const sizes = new Set(t.skus.map((s) => s.size));
    // A dimension with a single value may stay unmapped (left out of the specs: a mug's one size); apparel SKCs are
    // split by colour, so apparel colours are always mapped.
    const colorsUsed = apparel || colors.size > 1 || t.specMapping.colors.some((e) => e.spec);
    const sizesUsed = sizes.size > 1 || t.specMapping.sizes.some((e) => e.spec);
    if (colorsUsed) mapOf(t.specMapping.colors, colors, '颜色', 'specMapping.colors');
    if (sizesUsed) mapOf(t.specMapping.sizes, sizes, '尺码', 'specMapping.sizes');
    if (!colorsUsed && !sizesUsed && t.skus.length > 0)
      add('specMapping', '至少一个颜色或尺码须对应 Temu 的销售属性值');
    if (leaf) for (const [field, message] of propertyProblems(leaf, t.properties)) add(field, message);
    else if (t.properties.length === 0) add('properties', '请按类目属性模板填写属性');
    if (t.origin.region2Id === null) add('origin', '请选择产地省份');
  }
  if (t.personalization) {
    const tech = technologyProblem(t.technology);
    if (tech) add('technology', tech);
  }
  if (costs) out.push(...marginProblems(t.skus, costs, 0).errors);
  if (t.sizeChart)
    for (const [field, message] of sizeChartProblems(t.sizeChart, [...new Set(t.skus.map((s) => s.size))]))
      add(field, message);
  return out;
}

export const temuTemplateProblem = z.object({ field: z.string(), message: z.string() });

/** A template row of the list page. `imageUrl` is the first image, signed for the browser. */
export const temuTemplateRow = z.object({
  id: z.number().int(),
  designId: z.number().int().nullable(),
  title: z.string(),
  categoryPath: z.string(),
  imageUrl: z.string().nullable(),
  skuCount: z.number().int(),
  colorCount: z.number().int(),
  /** Lowest and highest supply price in fen; null without SKUs. */
  priceMinFen: z.number().int().nullable(),
  priceMaxFen: z.number().int().nullable(),
  problemCount: z.number().int(),
  /** 需补全 when a rule is broken or the template predates attribute templates (migration 0029). */
  status: z.enum(TEMU_TEMPLATE_STATUSES),
  /** Shops it is on sale in / published to successfully. */
  publishedCount: z.number().int(),
  updatedAt: z.number().int(),
});
export type TemuTemplateRow = z.infer<typeof temuTemplateRow>;

/** The edit page: the body, each image's browser URL (same order as `images`) and every rule it breaks. */
export const temuTemplateDetail = temuTemplateBody.extend({
  id: z.number().int(),
  imageUrls: z.array(z.string().nullable()),
  problems: z.array(temuTemplateProblem),
  status: z.enum(TEMU_TEMPLATE_STATUSES),
  updatedAt: z.number().int(),
});
export type TemuTemplateDetail = z.infer<typeof temuTemplateDetail>;

export const temuTemplateSaved = z.object({
  id: z.number().int(),
  problems: z.array(temuTemplateProblem),
  status: z.enum(TEMU_TEMPLATE_STATUSES),
});
export type TemuTemplateSaved = z.infer<typeof temuTemplateSaved>;

/** A node of Temu's category tree (bg.goods.cats.get through one of the seller's shops), with its catType. */
export const temuCategory = temuCategoryNode;
export type TemuCategory = z.infer<typeof temuCategory>;
export const temuCategoryQuery = z.object({
  parentId: z.coerce.number({ error: '类目 id 必须是数字' }).int().min(0).default(0),
});

/**
 * queued 待发布 → adding 发布中 → success / failed; `deferred` 次日发布: Temu's daily cap (2000197) was reached, the
 * job runs again the next Beijing day (shown with its reason, not a failure).
 */
export const TEMU_PUBLISH_STATES = ['queued', 'adding', 'deferred', 'success', 'failed'] as const;
export type TemuPublishState = (typeof TEMU_PUBLISH_STATES)[number];
/** The words the publish page shows. */
export const TEMU_PUBLISH_STATE_LABEL: Record<TemuPublishState, string> = {
  queued: '待发布',
  adding: '发布中',
  deferred: '次日发布',
  success: '发布成功',
  failed: '发布失败',
};

/** What every successful customised listing tells the seller (Temu has no API for the customisation template). */
export const TEMU_CUSTOMISATION_NOTICE =
  '发布成功：请到 Temu 卖家中心（Seller Center）为该商品设置定制模板，设置后才能接收定制订单';

export const temuPublishRow = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  shopId: z.number().int(),
  title: z.string(),
  shopName: z.string(),
  state: z.enum(TEMU_PUBLISH_STATES),
  attempts: z.number().int(),
  /** Why it failed, is being retried or was deferred (Chinese; Temu's own message for its 2000xxx codes). */
  error: z.string().nullable(),
  /** Temu's errorCode of the last refusal, when there was one. */
  errorCode: z.number().int().nullable(),
  /** The SPU id (productId). */
  goodsId: z.string().nullable(),
  /** 2000168 (duplicate): the listing already on Temu that this one duplicates, when found by title. */
  duplicateOf: z.object({ productId: z.string(), productSkcId: z.string() }).nullable(),
  /** deferred: when the job runs again (the next Beijing day). */
  deferredUntil: z.number().int().nullable(),
  /** After success: what the seller still has to do on Temu (the customisation template). */
  notice: z.string().nullable(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
});
export type TemuPublishRow = z.infer<typeof temuPublishRow>;

/** One SKU of a published listing: Temu's ids and the (colour, size) it was sent as (goods.add skuSpecList). */
export const temuPublishedSku = z.object({
  productSkuId: z.string(),
  productSkcId: z.string().nullable(),
  color: z.string(),
  size: z.string(),
  extCode: z.string(),
});
export type TemuPublishedSku = z.infer<typeof temuPublishedSku>;

/** /publish/temuInfo: one publish with its template's SKUs and the listing's SKU ids on Temu. */
export const temuPublishDetail = temuPublishRow.extend({
  imageUrl: z.string().nullable(),
  categoryPath: z.string(),
  skus: z.array(temuTemplateSku.extend({ extCode: z.string(), productSkuId: z.string().nullable() })),
  /** The SKC ids Temu answered (one per colour for apparel, one for others). */
  skcIds: z.array(z.string()),
  publishedSkus: z.array(temuPublishedSku),
  /** What had changed in the leaf's template when it was fetched again before publishing (doc 199 §8-12). */
  templateChanges: z.array(temuTemplateChange),
  /** The shop's currency the prices were sent in. */
  currency: z.string().nullable(),
  updatedAt: z.number().int(),
});
export type TemuPublishDetail = z.infer<typeof temuPublishDetail>;

export const temuPublishPageQuery = pageQuery.extend({
  state: z.enum(TEMU_PUBLISH_STATES, { error: '发布状态无效' }).optional(),
  shopId: z.coerce.number().int().positive().optional(),
  templateId: z.coerce.number().int().positive().optional(),
});
export type TemuPublishPageQuery = z.infer<typeof temuPublishPageQuery>;

/** Counts per state for the tabs of the publish page (for the same shop/template filter). */
export const temuPublishPage = z.object({
  rows: z.array(temuPublishRow),
  total: z.number().int(),
  counts: z.record(z.enum(TEMU_PUBLISH_STATES), z.number().int()),
});
export type TemuPublishPage = z.infer<typeof temuPublishPage>;

export const temuUploadResult = z.object({ queued: z.number().int() });

export const TEMU_TEMPLATE_API = {
  page: '/api/clientProduct/temuTemplate/page',
  detail: '/api/clientProduct/temuTemplate/detail',
  save: '/api/clientProduct/temuTemplate/save',
  remove: '/api/clientProduct/temuTemplate/delete',
  fromDesign: '/api/clientProduct/temuTemplate/fromDesign',
  upload: '/api/clientProduct/uploadToTemu',
  categories: '/api/clientProduct/temuTemplate/categories',
  /** GET ?keyword: leaves whose name contains it, with their paths and catType. */
  categorySearch: '/api/clientProduct/temuTemplate/categorySearch',
  /** GET ?catId: the leaf's attribute template normalised for the form (temuLeafTemplate). */
  leafTemplate: '/api/clientProduct/temuTemplate/leafTemplate',
  /** GET: bg.glo.goods.parentspec.get. */
  parentSpecs: '/api/clientProduct/temuTemplate/parentSpecs',
  /** POST {catId,parentSpecId,specName}: bg.glo.goods.spec.create (only when the leaf's inputMaxSpecNum > 0). */
  specCreate: '/api/clientProduct/temuTemplate/specCreate',
  /** GET ?blankId&catId: the remembered colour/size mapping (or name matches to confirm). */
  specMapping: '/api/clientProduct/temuTemplate/specMapping',
  /** GET ?catId: class.get + meta.get + settings.get (temuSizeChartSpec). */
  sizeChartMeta: '/api/clientProduct/temuTemplate/sizeChartMeta',
  /** POST {id}: fetch the leaf's template again and list what changed (doc 199 §8-12). */
  refreshTemplate: '/api/clientProduct/temuTemplate/refreshTemplate',
  publishPage: '/api/clientProduct/temuPublish/page',
  publishDetail: '/api/clientProduct/temuPublish/detail',
  retry: '/api/clientProduct/temuPublish/retry',
} as const;
