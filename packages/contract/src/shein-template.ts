import { z } from 'zod';
import { pageQuery } from './envelope';
import { templateImageRefs } from './template-image';

/**
 * Shein listing templates (/publish/sheinTemplate): one SKC per colour, one SKU per size, prices in fen (CNY).
 * The rules below are the sandbox's and the web editor's alike: the server refuses to publish a template that
 * breaks one, the editor shows each next to its field.
 */
export const SHEIN_RULES = {
  titleMax: 200,
  imagesMin: 1,
  imagesMax: 10,
  skcMax: 20,
  skuPerSkcMax: 20,
  priceMinFen: 100,
  priceMaxFen: 10_000_000,
  stockMax: 999_999,
} as const;

/** supplier_sku of a template SKU: `PB-S{templateId}-V{variantId}` (Shein allows 64 characters). */
export const sheinSupplierSku = (templateId: number, variantId: number) => `PB-S${templateId}-V${variantId}`;

export const sheinTemplateSku = z.object({
  variantId: z.number().int().positive(),
  size: z.string().max(60),
  priceFen: z.number().int(),
  stock: z.number().int(),
  weightG: z.number().int().min(0).default(200),
});
export type SheinTemplateSku = z.infer<typeof sheinTemplateSku>;

export const sheinTemplateSkc = z.object({
  color: z.string().max(60),
  skus: z.array(sheinTemplateSku).max(50),
});
export type SheinTemplateSkc = z.infer<typeof sheinTemplateSkc>;

export const sheinTemplateAttr = z.object({
  attributeId: z.number().int().positive(),
  name: z.string().max(60),
  value: z.string().max(200),
  /** Shein requires a value (attribute template status 3). */
  required: z.boolean().default(false),
});
export type SheinTemplateAttr = z.infer<typeof sheinTemplateAttr>;

/**
 * One row of Shein's size chart (attribute_type 2 of the leaf's template, e.g. 衣长): a number per SKU size, keyed by
 * the size name the SKUs use. A leaf whose template marks a size attribute required cannot be published without it.
 */
export const sheinSizeChartRow = z.object({
  attributeId: z.number().int().positive(),
  name: z.string().max(60),
  values: z.record(z.string().max(60), z.string().max(20)),
});
export type SheinSizeChartRow = z.infer<typeof sheinSizeChartRow>;

export const sheinTemplateBody = z.object({
  designId: z.number().int().positive().nullable().default(null),
  title: z.string().max(1000),
  /** Leaf category id (null = not chosen yet) and its path for display. */
  categoryId: z.number().int().positive().nullable().default(null),
  categoryPath: z.string().max(300).default(''),
  attributes: z.array(sheinTemplateAttr).max(50).default([]),
  /** Owned image references (never storage keys), the first is the main image. */
  images: templateImageRefs,
  skcs: z.array(sheinTemplateSkc).max(50),
  /** Size chart rows (optional; added for the pack's size_attribute_list — older templates have none). */
  sizeChart: z.array(sheinSizeChartRow).max(20).optional(),
});
export type SheinTemplateBody = z.infer<typeof sheinTemplateBody>;

export interface SheinTemplateProblem {
  /** Field path: `title`, `images`, `skcs.0.skus.1.priceFen`… */
  field: string;
  message: string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Every rule a Shein template breaks, per field, in Chinese. Empty = ready to publish. */
export function checkSheinTemplate(t: SheinTemplateBody): SheinTemplateProblem[] {
  const R = SHEIN_RULES;
  const p: SheinTemplateProblem[] = [];
  const title = t.title.trim();
  if (!title) p.push({ field: 'title', message: '请填写商品标题' });
  else if (title.length > R.titleMax) p.push({ field: 'title', message: `标题最多 ${R.titleMax} 个字符` });
  if (t.categoryId === null) p.push({ field: 'categoryId', message: '请选择 Shein 叶子类目' });
  t.attributes.forEach((a, i) => {
    if (a.required && !a.value.trim()) p.push({ field: `attributes.${i}.value`, message: `请填写属性「${a.name}」` });
  });
  if (t.images.length < R.imagesMin) p.push({ field: 'images', message: '至少需要 1 张商品图片' });
  if (t.images.length > R.imagesMax) p.push({ field: 'images', message: `商品图片最多 ${R.imagesMax} 张` });
  if (t.skcs.length === 0) p.push({ field: 'skcs', message: '至少需要 1 个颜色（SKC）' });
  if (t.skcs.length > R.skcMax) p.push({ field: 'skcs', message: `颜色（SKC）最多 ${R.skcMax} 个` });
  const colors = new Set<string>();
  const variants = new Set<number>();
  t.skcs.forEach((skc, i) => {
    const color = skc.color.trim();
    if (!color) p.push({ field: `skcs.${i}.color`, message: '请填写颜色' });
    else if (colors.has(color)) p.push({ field: `skcs.${i}.color`, message: `颜色「${color}」重复` });
    colors.add(color);
    if (skc.skus.length === 0) p.push({ field: `skcs.${i}.skus`, message: `颜色「${color}」至少需要 1 个尺码` });
    if (skc.skus.length > R.skuPerSkcMax)
      p.push({ field: `skcs.${i}.skus`, message: `每个颜色最多 ${R.skuPerSkcMax} 个尺码` });
    const sizes = new Set<string>();
    skc.skus.forEach((s, j) => {
      const f = `skcs.${i}.skus.${j}`;
      const size = s.size.trim();
      if (!size) p.push({ field: `${f}.size`, message: '请填写尺码' });
      else if (sizes.has(size)) p.push({ field: `${f}.size`, message: `颜色「${color}」的尺码「${size}」重复` });
      sizes.add(size);
      if (variants.has(s.variantId)) p.push({ field: `${f}.variantId`, message: '同一个底版规格只能出现一次' });
      variants.add(s.variantId);
      if (s.priceFen < R.priceMinFen || s.priceFen > R.priceMaxFen)
        p.push({
          field: `${f}.priceFen`,
          message: `价格需在 ¥${yuan(R.priceMinFen)} ~ ¥${yuan(R.priceMaxFen)} 之间`,
        });
      if (s.stock < 0 || s.stock > R.stockMax)
        p.push({ field: `${f}.stock`, message: `库存需在 0 ~ ${R.stockMax} 之间` });
    });
  });
  return p;
}

export const sheinTemplateRow = z.object({
  id: z.number().int(),
  designId: z.number().int().nullable(),
  title: z.string(),
  categoryPath: z.string(),
  imageUrl: z.string().nullable(),
  skcCount: z.number().int(),
  skuCount: z.number().int(),
  priceMinFen: z.number().int().nullable(),
  priceMaxFen: z.number().int().nullable(),
  problemCount: z.number().int(),
  publishedCount: z.number().int(),
  updatedAt: z.number(),
});
export type SheinTemplateRow = z.infer<typeof sheinTemplateRow>;

const problem = z.object({ field: z.string(), message: z.string() });
export const sheinTemplateDetail = sheinTemplateBody.extend({
  id: z.number().int(),
  imageUrls: z.array(z.string().nullable()),
  problems: z.array(problem),
  updatedAt: z.number(),
});
export type SheinTemplateDetail = z.infer<typeof sheinTemplateDetail>;
export const sheinTemplateSaved = z.object({ id: z.number().int(), problems: z.array(problem) });

/** A node of Shein's category tree (children loaded with the tree: Shein answers it whole). */
export interface SheinCategory {
  categoryId: number;
  categoryName: string;
  lastCategory: boolean;
  children: SheinCategory[];
}
export const sheinCategory: z.ZodType<SheinCategory> = z.lazy(() =>
  z.object({
    categoryId: z.number(),
    categoryName: z.string(),
    lastCategory: z.boolean(),
    children: z.array(sheinCategory),
  }),
);
export const sheinAttributeQuery = z.object({ categoryId: z.coerce.number().int().positive('请选择类目') });
export const sheinAttribute = z.object({
  attributeId: z.number().int(),
  name: z.string(),
  /** Sales attributes (颜色, 尺码) come from the SKCs/SKUs; the others are filled in the template. */
  sale: z.boolean(),
  /**
   * Shein's attribute_type as a word (optional, added later): `sale`, `size` (a size-chart row: a number per size,
   * in the template's `sizeChart`), `composition` (values with shares adding up to 100) or `product`.
   */
  kind: z.enum(['sale', 'size', 'composition', 'product']).optional(),
  /** The values Shein offers (select modes); absent or empty = free input (a number). */
  values: z.array(z.string()).optional(),
  /** Several values may be chosen (separated by 、). */
  multiple: z.boolean().optional(),
});

export const sheinTemplatePageQuery = pageQuery.extend({ keyword: z.string().max(100).optional() });

export const SHEIN_TEMPLATE_API = {
  page: '/api/clientProduct/sheinTemplate/page',
  detail: '/api/clientProduct/sheinTemplate/detail',
  save: '/api/clientProduct/sheinTemplate/save',
  remove: '/api/clientProduct/sheinTemplate/delete',
  fromDesign: '/api/clientProduct/sheinTemplate/fromDesign',
  categories: '/api/clientProduct/sheinTemplate/categories',
  attributes: '/api/clientProduct/sheinTemplate/attributes',
  upload: '/api/clientProduct/uploadToShein',
  publishPage: '/api/clientProduct/sheinPublish/page',
  retry: '/api/clientProduct/sheinPublish/retry',
  onlinePage: '/api/clientProduct/sheinOnline/page',
} as const;
