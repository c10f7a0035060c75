import { z } from 'zod';
import { designDocumentJson, designName } from './design';
import { pageQuery } from './envelope';

/**
 * 设计模板 (`/design/designTemplate`) and 批量套图 (`/design/designBatch`). A template is a saved design document
 * without a blank of its own: applying it to a blank re-targets its layers onto that blank's print areas
 * (`retargetDocument` in `@podbench/design`) and saves an ordinary design. 批量套图 places one gallery image on N
 * blanks at once, one design each; every design is written in its own transaction with its render job, so a failed
 * blank leaves nothing behind and the others stand.
 */
export const DESIGN_TEMPLATE_API = {
  page: '/api/clientDesignTemplate/page',
  save: '/api/clientDesignTemplate/save',
  rename: '/api/clientDesignTemplate/rename',
  remove: '/api/clientDesignTemplate/delete',
  /** One template onto one blank and colour; `dryRun` only reports the warnings. */
  apply: '/api/clientDesignTemplate/apply',
  batch: '/api/clientDesignTemplate/batch',
  batchDetail: '/api/clientDesignTemplate/batchDetail',
  batches: '/api/clientDesignTemplate/batches',
} as const;

export const DESIGN_BATCH_MAX = 20;

const id = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}不正确`);
const queryId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}不正确`);
const colorName = z.string({ error: '请选择颜色' }).trim().min(1, '请选择颜色').max(64, '颜色名称最多 64 个字');

export const templateName = designName;

export const designTemplatePageQuery = pageQuery.extend({
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
});
export type DesignTemplatePageQuery = z.input<typeof designTemplatePageQuery>;

export const designTemplateArea = z.object({
  key: z.string(),
  name: z.string(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  layerCount: z.number().int(),
});

export const designTemplateCard = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The blank the template was made on. */
  productId: z.number().int(),
  productName: z.string(),
  areas: z.array(designTemplateArea),
  layerCount: z.number().int(),
  /** Preview of the template's first image layer; null when it has none. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type DesignTemplateCard = z.infer<typeof designTemplateCard>;
export const designTemplatePageResult = z.object({ rows: z.array(designTemplateCard), total: z.number().int() });

/** 保存为设计模板: the designer's current document (its `productId` is the blank it was made on). */
export const designTemplateSaveBody = z.object({ name: templateName, document: designDocumentJson });
export const designTemplateSaveResult = z.object({ id: z.number().int() });
export const designTemplateIdBody = z.object({ id: id('模板 id') });
export const designTemplateRenameBody = z.object({ id: id('模板 id'), name: templateName });

export const DESIGN_WARNING_KINDS = ['overflow', 'lowDpi', 'unmappedArea'] as const;
/** What to look at in a new design: a layer past the print area, an image under 150 DPI, an area left out. */
export const designWarning = z.object({
  kind: z.enum(DESIGN_WARNING_KINDS),
  areaKey: z.string(),
  layerId: z.string().nullable(),
  message: z.string(),
});
export type DesignWarning = z.infer<typeof designWarning>;

export const designTemplateApplyBody = z.object({
  templateId: id('模板 id'),
  productId: id('底版商品 id'),
  color: colorName,
  /** Defaults to the template's name. */
  name: templateName.optional(),
  dryRun: z.boolean({ error: 'dryRun 必须是布尔值' }).default(false),
});
export type DesignTemplateApplyBody = z.input<typeof designTemplateApplyBody>;
export const designTemplateApplyResult = z.object({
  /** null on a dry run. */
  designId: z.number().int().nullable(),
  name: z.string(),
  warnings: z.array(designWarning),
});
export type DesignTemplateApplyResult = z.infer<typeof designTemplateApplyResult>;

export const BATCH_PLACEMENTS = ['place', 'fit', 'fill'] as const;
export type BatchPlacement = (typeof BATCH_PLACEMENTS)[number];
export const BATCH_PLACEMENT_LABELS: Record<BatchPlacement, string> = {
  place: '最大且不低于 150 DPI',
  fit: '适合印刷区',
  fill: '铺满印刷区',
};

export const designBatchBody = z.object({
  imageId: id('图片 id'),
  targets: z
    .array(z.object({ productId: id('底版商品 id'), color: colorName }), { error: '请选择商品' })
    .min(1, '请至少选择一个商品')
    .max(DESIGN_BATCH_MAX, `一次最多选择 ${DESIGN_BATCH_MAX} 个商品`)
    .refine((t) => new Set(t.map((x) => `${x.productId}\u0000${x.color}`)).size === t.length, '商品和颜色不能重复'),
  placement: z.enum(BATCH_PLACEMENTS, { error: '放置方式不正确' }).default('place'),
  /** `first`: the blank's first print area only; `all`: every print area. */
  areas: z.enum(['first', 'all'], { error: '印刷区域选项不正确' }).default('first'),
});
export type DesignBatchBody = z.input<typeof designBatchBody>;

export const DESIGN_BATCH_ITEM_STATUSES = ['created', 'failed'] as const;
export const designBatchItem = z.object({
  productId: z.number().int(),
  productName: z.string(),
  color: z.string(),
  status: z.enum(DESIGN_BATCH_ITEM_STATUSES),
  /** Why the blank failed (nothing was written for it). */
  error: z.string().nullable(),
  designId: z.number().int().nullable(),
  /** The design's print files and mockups: pending → rendering → done | failed; null when no design was made. */
  renderStatus: z.enum(['pending', 'rendering', 'done', 'failed']).nullable(),
  thumbnailUrl: z.string().nullable(),
  warnings: z.array(designWarning),
});
export type DesignBatchItem = z.infer<typeof designBatchItem>;

export const designBatchDetail = z.object({
  id: z.number().int(),
  imageId: z.number().int(),
  imageName: z.string(),
  placement: z.enum(BATCH_PLACEMENTS),
  total: z.number().int(),
  createdAt: z.number().int(),
  items: z.array(designBatchItem),
});
export type DesignBatchDetail = z.infer<typeof designBatchDetail>;
export const designBatchIdQuery = z.object({ id: queryId('批次 id') });

export const designBatchSummary = z.object({
  id: z.number().int(),
  imageName: z.string(),
  total: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
  createdAt: z.number().int(),
});
export type DesignBatchSummary = z.infer<typeof designBatchSummary>;
export const designBatchList = z.array(designBatchSummary);
