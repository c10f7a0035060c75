import { z } from 'zod';
import { pageQuery } from './envelope';

/**
 * My designs (`/select/designMy`) and the designer (`/design/designCanvas`). The design document itself is
 * defined by `@podbench/design` (schema, versions, migrations): the HTTP layer carries it as a JSON object and the
 * server validates it with `parseDesignDocument`, so a 400 names the field inside the document
 * (`document.areas.front.layers.2.fontSize`). Typed views of these shapes with the document as
 * `DesignDocument` are in the web's designer feature.
 */
export const DESIGN_API = {
  page: '/api/clientDesign/page',
  detail: '/api/clientDesign/detail',
  save: '/api/clientDesign/save',
  duplicate: '/api/clientDesign/duplicate',
  rename: '/api/clientDesign/rename',
  remove: '/api/clientDesign/delete',
  /** GET `?ids=1,2` or POST `{ ids }`: a streamed ZIP. Requested as a binary buffer (spec rule). */
  export: '/api/clientDesign/export',
  /** Signed, content-addressed: a rendered mockup or print file, for `<img src>`. */
  file: '/api/clientDesign/file/:mainId/:name',
} as const;

export const DESIGN_EXPORT_MAX = 20;
export const DESIGN_CONFLICT_MESSAGE = '设计已在其他地方被修改，请刷新后再保存';

const designId = z.coerce.number({ error: '设计 id 必须是数字' }).int('设计 id 必须是整数').positive('设计 id 不正确');
/** In a JSON body: a number, never coerced (`true`, `"1"` and `[1]` would all become design 1). */
const bodyDesignId = z.number({ error: '设计 id 必须是数字' }).int('设计 id 必须是整数').positive('设计 id 不正确');
export const designName = z
  .string({ error: '请输入设计名称' })
  .trim()
  .min(1, '请输入设计名称')
  .max(50, '设计名称最多 50 个字')
  .regex(/^[^\p{Cc}]+$/u, '名称不能包含控制字符');

export const designPageQuery = pageQuery.extend({
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
});
export type DesignPageQuery = z.input<typeof designPageQuery>;

/** The whole document as JSON; its shape is checked by `parseDesignDocument` (see above). */
export const designDocumentJson = z.record(z.string(), z.unknown(), { error: '设计文档必须是对象' });

export const designSaveBody = z.object({
  /** Absent for a new design. */
  id: bodyDesignId.optional(),
  name: designName,
  productId: z.number({ error: '底版商品 id 必须是数字' }).int('底版商品 id 必须是整数').positive('请选择底版商品'),
  document: designDocumentJson,
  /** The version the editor loaded (0 for a new design). A stale one gets 409 and nothing is overwritten. */
  version: z.number({ error: '版本号必须是数字' }).int('版本号必须是整数').min(0, '版本号不正确'),
});
export type DesignSaveBody = z.input<typeof designSaveBody>;

export const designSaveResult = z.object({
  id: z.number().int(),
  version: z.number().int(),
  updatedAt: z.number().int(),
});
export type DesignSaveResult = z.infer<typeof designSaveResult>;

export const designIdQuery = z.object({ id: designId });
export const designIdBody = z.object({ id: bodyDesignId });
export const designRenameBody = z.object({ id: bodyDesignId, name: designName });
export const designExportBody = z.object({
  ids: z
    .array(bodyDesignId, { error: '请选择设计' })
    .min(1, '请选择设计')
    .max(DESIGN_EXPORT_MAX, `一次最多导出 ${DESIGN_EXPORT_MAX} 个设计`),
});
export const designExportQuery = z.object({
  ids: z.string().regex(/^\d{1,15}(,\d{1,15}){0,19}$/, '设计 id 列表不正确'),
});

export const DESIGN_RENDER_STATUSES = ['pending', 'rendering', 'done', 'failed'] as const;
export type DesignRenderStatus = (typeof DESIGN_RENDER_STATUSES)[number];

/** One rendered file of the current version. `color` is '' for a print file. */
export const designRenderFile = z.object({
  kind: z.enum(['print', 'listing', 'square']),
  areaKey: z.string(),
  color: z.string(),
  /** The blank view a mockup shows (`正面`'s `front`…): listing mockups come one per view showing the area, in the
   * catalogue's view order within a colour. '' for a print file and for files rendered before views were kept. */
  viewKey: z.string().optional(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DesignRenderFile = z.infer<typeof designRenderFile>;

export const designCard = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  version: z.number().int(),
  /** Square mockup of the first area in the first colour once rendered; else null (the card shows a placeholder). */
  thumbnailUrl: z.string().nullable(),
  renderStatus: z.enum(DESIGN_RENDER_STATUSES),
  colors: z.array(z.string()),
  layerCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type DesignCard = z.infer<typeof designCard>;
export const designPageResult = z.object({ rows: z.array(designCard), total: z.number().int() });

/** A gallery image the document uses: the editor draws its light preview and judges DPI by the original's size. */
export const designImage = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The original's pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** Signed 1024 px WebP preview (the editor never loads the original). */
  previewUrl: z.string(),
});
export type DesignImage = z.infer<typeof designImage>;

export const designDetail = designCard.extend({
  document: designDocumentJson,
  images: z.array(designImage),
  renderError: z.string().nullable(),
  files: z.array(designRenderFile),
});
export type DesignDetailJson = z.infer<typeof designDetail>;

export const designFileParams = z.object({
  mainId: z.coerce.number().int().positive(),
  name: z.string().regex(/^[a-f0-9]{64}\.(?:png|jpg)$/, '文件名称不正确'),
});
export const designFileQuery = z.object({ e: z.coerce.number().int().positive(), s: z.string().min(10).max(64) });
