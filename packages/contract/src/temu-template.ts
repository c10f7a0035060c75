import { z } from 'zod';
import { pageQuery } from './envelope';
import { templateImageRefs } from './template-image';
import { TEMU_RULES as R } from './temu-rules';
import {
  DEFAULT_TEMU_PRICING,
  DEFAULT_TEMU_TECHNOLOGY,
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

export const temuTemplateAttr = z.object({ name: z.string().max(60), value: z.string().max(200) });

/** The editable body of a listing template (POST save / the edit page). */
export const temuTemplateBody = z.object({
  designId: z.number().int().positive().nullable().default(null),
  title: z.string().max(1000),
  titleEn: z.string().max(1000).default(''),
  /** Category path ids, leaf last (cat1Id…). */
  categoryIds: z.array(z.number().int().positive()).max(10),
  categoryPath: z.string().max(300).default(''),
  attributes: z.array(temuTemplateAttr).max(50).default([]),
  /** Owned image references (never storage keys), the first is the main image. */
  images: templateImageRefs,
  skus: z.array(temuTemplateSku).max(200),
  /** 定制工艺 sent as customizedTechnologyReq. */
  technology: temuTechnology.default(DEFAULT_TEMU_TECHNOLOGY),
  /** 尺码表; null = none (refused on publish when the category requires one). */
  sizeChart: temuSizeChart.nullable().default(null),
  /** How supply prices are derived from base costs (the editor's 按规则定价). */
  pricing: temuPricingRule.default(DEFAULT_TEMU_PRICING),
});
export type TemuTemplateBody = z.infer<typeof temuTemplateBody>;

export interface TemuTemplateProblem {
  /** Field path, e.g. `title`, `images`, `skus.2.priceFen`. */
  field: string;
  message: string;
}

/** Every rule a template breaks, per field, in Chinese. Empty = ready to publish. */
export function checkTemuTemplate(t: TemuTemplateBody): TemuTemplateProblem[] {
  const out: TemuTemplateProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  const title = t.title.trim();
  if (title.length < R.titleMin) add('title', `标题至少 ${R.titleMin} 个字`);
  if (title.length > R.titleMax) add('title', `标题最多 ${R.titleMax} 个字`);
  if (t.categoryIds.length < 2) add('categoryIds', '请选择到叶子类目');
  if (t.images.length < R.carouselMin) add('images', `至少 ${R.carouselMin} 张轮播图`);
  if (t.images.length > R.carouselMax) add('images', `轮播图最多 ${R.carouselMax} 张`);
  if (t.skus.length === 0) add('skus', '至少一个 SKU');
  if (t.skus.length > R.skuMax) add('skus', `SKU 最多 ${R.skuMax} 个`);
  const colors = new Set(t.skus.map((s) => s.color));
  if (colors.size > R.skcMax) add('skus', `颜色（SKC）最多 ${R.skcMax} 个`);
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
  const tech = technologyProblem(t.technology);
  if (tech) add('technology', tech);
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
  updatedAt: z.number().int(),
});
export type TemuTemplateDetail = z.infer<typeof temuTemplateDetail>;

export const temuTemplateSaved = z.object({ id: z.number().int(), problems: z.array(temuTemplateProblem) });
export type TemuTemplateSaved = z.infer<typeof temuTemplateSaved>;

/** A node of Temu's category tree (bg.goods.cats.get through one of the seller's shops). */
export const temuCategory = z.object({ catId: z.number().int(), catName: z.string(), isLeaf: z.boolean() });
export type TemuCategory = z.infer<typeof temuCategory>;
export const temuCategoryQuery = z.object({
  parentId: z.coerce.number({ error: '类目 id 必须是数字' }).int().min(0).default(0),
});

export const TEMU_PUBLISH_STATES = ['queued', 'adding', 'success', 'failed'] as const;
export type TemuPublishState = (typeof TEMU_PUBLISH_STATES)[number];
/** 待发布 / 发布中 / 发布成功 / 发布失败 — the words the publish page shows. */
export const TEMU_PUBLISH_STATE_LABEL: Record<TemuPublishState, string> = {
  queued: '待发布',
  adding: '发布中',
  success: '发布成功',
  failed: '发布失败',
};

export const temuPublishRow = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  shopId: z.number().int(),
  title: z.string(),
  shopName: z.string(),
  state: z.enum(TEMU_PUBLISH_STATES),
  attempts: z.number().int(),
  /** Temu's message (Chinese) when it failed or is being retried. */
  error: z.string().nullable(),
  goodsId: z.string().nullable(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
});
export type TemuPublishRow = z.infer<typeof temuPublishRow>;

/** /publish/temuInfo: one publish with its template's SKUs and the listing's SKU ids on Temu. */
export const temuPublishDetail = temuPublishRow.extend({
  imageUrl: z.string().nullable(),
  categoryPath: z.string(),
  skus: z.array(temuTemplateSku.extend({ extCode: z.string(), productSkuId: z.string().nullable() })),
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
  sizeChartMeta: '/api/clientProduct/temuTemplate/sizeChartMeta',
  publishPage: '/api/clientProduct/temuPublish/page',
  publishDetail: '/api/clientProduct/temuPublish/detail',
  retry: '/api/clientProduct/temuPublish/retry',
} as const;
