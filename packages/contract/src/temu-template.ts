import { z } from 'zod';
import { TEMU_RULES as R } from './temu-rules';

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
  images: z.array(z.string().max(1000)).max(20),
  skus: z.array(temuTemplateSku).max(200),
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
  return out;
}

export const TEMU_PUBLISH_STATES = ['queued', 'adding', 'success', 'failed'] as const;
export type TemuPublishState = (typeof TEMU_PUBLISH_STATES)[number];

export const TEMU_TEMPLATE_API = {
  page: '/api/clientProduct/temuTemplate/page',
  detail: '/api/clientProduct/temuTemplate/detail',
  save: '/api/clientProduct/temuTemplate/save',
  remove: '/api/clientProduct/temuTemplate/delete',
  fromDesign: '/api/clientProduct/temuTemplate/fromDesign',
  upload: '/api/clientProduct/uploadToTemu',
  publishPage: '/api/clientProduct/temuPublish/page',
  retry: '/api/clientProduct/temuPublish/retry',
} as const;
