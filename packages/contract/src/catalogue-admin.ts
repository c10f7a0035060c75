import { z } from 'zod';
import { TECH_FIRST_TYPES, TECH_SECOND_TYPES } from './catalogue';
import { pageQuery, pageResult, queryInt } from './envelope';

/** 运营后台 › 底版管理 (role admin): the catalogue's categories, blanks, variants, print areas and mockup views. */
export const CATALOGUE_ADMIN_API = {
  categories: '/api/admin/catalogue/categories',
  categoryAdd: '/api/admin/catalogue/category/add',
  categoryRename: '/api/admin/catalogue/category/rename',
  categoryReorder: '/api/admin/catalogue/category/reorder',
  categoryRemove: '/api/admin/catalogue/category/delete',
  blanks: '/api/admin/catalogue/blank/page',
  blank: '/api/admin/catalogue/blank/detail',
  blankSave: '/api/admin/catalogue/blank/save',
  blankStatus: '/api/admin/catalogue/blank/status',
  blankRemove: '/api/admin/catalogue/blank/delete',
  blankBaseCost: '/api/admin/catalogue/blank/baseCost',
  variantSave: '/api/admin/catalogue/variant/save',
  variantStatus: '/api/admin/catalogue/variant/status',
  areaSave: '/api/admin/catalogue/area/save',
  areaRemove: '/api/admin/catalogue/area/delete',
  placementSave: '/api/admin/catalogue/placement/save',
  /** multipart: blankId, viewKey, viewName (new views), colorName ('' = every colour), file. */
  mockupUpload: '/api/admin/catalogue/mockup/upload',
  viewRemove: '/api/admin/catalogue/view/delete',
} as const;

/** Largest mockup photo accepted (bytes) and its longest side (px). */
export const MOCKUP_MAX_BYTES = 15 * 1024 * 1024;
export const MOCKUP_MAX_SIDE = 4000;

const id = (what: string) =>
  z
    .number({ error: `${what} id 必须是数字` })
    .int(`${what} id 必须是整数`)
    .positive(`${what} id 必须大于 0`);
const name = (what: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .max(max, `${what}最多 ${max} 个字`);
const fen = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int(`${what}须精确到分`)
    .positive(`${what}必须大于 0`)
    .max(100_000_000, `${what}不能超过 100 万元`);
/** Packed size in mm: left out, a new variant gets 300 × 250 × 30 and an edited one keeps its own. */
const packMm = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int(`${what}须为整数毫米`)
    .min(1, `${what}至少 1 毫米`)
    .max(2000, `${what}最多 2000 毫米`)
    .optional();
const onOff = z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0（在售）或 1（下架）' });
/** Keys name areas and views in design documents: short, ASCII, stable. */
const key = (what: string) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/, `${what}只能用小写字母开头，由小写字母、数字、- 和 _ 组成，最多 32 位`);

// ── categories ──────────────────────────────────────────────────────────────
export interface AdminCategoryNode {
  id: number;
  parentId: number;
  name: string;
  orderNum: number;
  /** Every blank directly in it, on sale or not. */
  blankCount: number;
  children: AdminCategoryNode[];
}
export const adminCategoryNode: z.ZodType<AdminCategoryNode> = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  orderNum: z.number().int(),
  blankCount: z.number().int(),
  get children() {
    return z.array(adminCategoryNode);
  },
});
export const adminCategoryTree = z.array(adminCategoryNode);

export const categoryAddBody = z.object({
  parentId: z.number({ error: '上级类目 id 必须是数字' }).int().nonnegative('上级类目 id 不正确'),
  name: name('类目名称', 32),
});
export type CategoryAddBody = z.infer<typeof categoryAddBody>;
export const categoryRenameBody = z.object({ id: id('类目'), name: name('类目名称', 32) });
/** The new order of one parent's children: every child once. */
export const categoryReorderBody = z.object({
  parentId: z.number({ error: '上级类目 id 必须是数字' }).int().nonnegative('上级类目 id 不正确'),
  ids: z.array(id('类目')).min(1, '请给出类目顺序').max(200, '同级类目最多 200 个'),
});
export type CategoryReorderBody = z.infer<typeof categoryReorderBody>;

// ── blanks ──────────────────────────────────────────────────────────────────
export const adminBlankPageQuery = pageQuery.extend({
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
  categoryId: queryInt.pipe(z.number().int().positive('类目 id 必须大于 0')).optional(),
  status: queryInt.pipe(z.number().int().min(0).max(1, '状态只能是 0（在售）或 1（下架）')).optional(),
});
export type AdminBlankPageQuery = z.infer<typeof adminBlankPageQuery>;

export const adminBlankRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryPath: z.array(z.string()),
  /** 0 在售, 1 下架. */
  status: z.number().int(),
  coverUrl: z.string(),
  variantCount: z.number().int(),
  minBaseCostFen: z.number().int(),
  updateTime: z.number().int(),
});
export type AdminBlankRow = z.infer<typeof adminBlankRow>;
export const adminBlankPage = pageResult(adminBlankRow);

const techFirst = z
  .number({ error: '一级工艺必须是数字' })
  .int()
  .refine((v) => v in TECH_FIRST_TYPES, '一级工艺不存在');
const techSecond = z
  .number({ error: '二级工艺必须是数字' })
  .int()
  .refine((v) => v in TECH_SECOND_TYPES, '二级工艺不存在');

/** Creates a blank (id null, off sale until it is complete) or edits one. */
export const blankSaveBody = z.object({
  id: id('底版').nullable().default(null),
  categoryId: id('类目'),
  name: name('底版名称', 100),
  description: z.string({ error: '描述必须是文字' }).trim().max(5000, '描述最多 5000 个字').default(''),
  material: z.string({ error: '材质必须是文字' }).trim().max(200, '材质最多 200 个字').default(''),
  productionDays: z
    .number({ error: '生产天数必须是数字' })
    .int('生产天数必须是整数')
    .min(1, '生产天数至少 1 天')
    .max(60, '生产天数最多 60 天'),
  techFirstType: techFirst.default(10001),
  techSecondType: techSecond.default(20027),
});
export type BlankSaveBody = z.input<typeof blankSaveBody>;
export const blankStatusBody = z.object({ id: id('底版'), status: onOff });

export const adminVariant = z.object({
  id: z.number().int(),
  colorName: z.string(),
  colorHex: z.string(),
  size: z.string(),
  skuCode: z.string(),
  baseCostFen: z.number().int(),
  weightG: z.number().int(),
  /** Packed size (Temu listings need it). */
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  status: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariant>;

export const variantSaveBody = z.object({
  id: id('规格').nullable().default(null),
  blankId: id('底版'),
  colorName: name('颜色', 32),
  colorHex: z.string({ error: '请填写色值' }).regex(/^#[0-9a-fA-F]{6}$/, '色值须为 #RRGGBB'),
  size: name('尺码', 32),
  skuCode: z
    .string({ error: '请填写 SKU 编码' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'SKU 编码只能由字母、数字、- 和 _ 组成，最多 64 位'),
  baseCostFen: fen('底价'),
  weightG: z
    .number({ error: '重量必须是数字' })
    .int('重量须为整数克')
    .min(1, '重量至少 1 克')
    .max(50_000, '重量最多 50 千克'),
  lengthMm: packMm('包装长度'),
  widthMm: packMm('包装宽度'),
  heightMm: packMm('包装高度'),
});
export type VariantSaveBody = z.input<typeof variantSaveBody>;
export const variantStatusBody = z.object({ id: id('规格'), status: onOff });
/** One base cost for every variant of a blank (each re-prices its unpaid orders). */
export const blankBaseCostBody = z.object({ id: id('底版'), baseCostFen: fen('底价') });

/** A print area's rectangle on a view, in the view's pixels. */
export const placementRect = z.object({
  x: z.number({ error: 'x 必须是数字' }).int('x 必须是整数'),
  y: z.number({ error: 'y 必须是数字' }).int('y 必须是整数'),
  width: z.number({ error: '宽度必须是数字' }).int('宽度必须是整数').min(1, '宽度至少 1 像素'),
  height: z.number({ error: '高度必须是数字' }).int('高度必须是整数').min(1, '高度至少 1 像素'),
});
export type PlacementRect = z.infer<typeof placementRect>;

export const adminPrintArea = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  dpi: z.number().int(),
  safeInsetPx: z.number().int(),
  widthMm: z.number(),
  heightMm: z.number(),
});
export type AdminPrintArea = z.infer<typeof adminPrintArea>;

export const areaSaveBody = z.object({
  id: id('印刷区域').nullable().default(null),
  blankId: id('底版'),
  key: key('区域标识'),
  name: name('区域名称', 32),
  widthPx: z
    .number({ error: '宽度必须是数字' })
    .int('宽度必须是整数')
    .min(1, '宽度至少 1 像素')
    .max(20000, '宽度最多 20000 像素'),
  heightPx: z
    .number({ error: '高度必须是数字' })
    .int('高度必须是整数')
    .min(1, '高度至少 1 像素')
    .max(20000, '高度最多 20000 像素'),
  dpi: z.number({ error: 'DPI 必须是数字' }).int('DPI 必须是整数').min(72, 'DPI 至少 72').max(1200, 'DPI 最多 1200'),
  safeInsetPx: z
    .number({ error: '安全边距必须是数字' })
    .int('安全边距必须是整数')
    .min(0, '安全边距不能为负')
    .default(0),
});
export type AreaSaveBody = z.input<typeof areaSaveBody>;

export const adminView = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  images: z.array(z.object({ colorName: z.string(), url: z.string(), thumbUrl: z.string() })),
  /**
   * Print area key → its bounding rectangle on this view. `wrap`: the area wraps round a cylinder (a mug's body);
   * the rectangle is the box its visible band can touch, and it cannot be moved as a rectangle.
   */
  placements: z.array(z.object({ areaKey: z.string(), rect: placementRect, wrap: z.boolean().optional() })),
});
export type AdminView = z.infer<typeof adminView>;

/** Places a print area on a view (`rect`), or takes it off (`rect: null`). */
export const placementSaveBody = z.object({
  blankId: id('底版'),
  viewKey: key('视图标识'),
  areaKey: key('区域标识'),
  rect: placementRect.nullable(),
});
export type PlacementSaveBody = z.infer<typeof placementSaveBody>;

/** Removes a view with its photos and placements. */
export const viewRemoveBody = z.object({ blankId: id('底版'), viewKey: key('视图标识') });

export const mockupUploadFields = z.object({
  blankId: z.coerce.number({ error: '底版 id 必须是数字' }).int().positive('底版 id 必须大于 0'),
  viewKey: key('视图标识'),
  viewName: z.string().trim().max(32, '视图名称最多 32 个字').default(''),
  /** '' = every colour of the blank. */
  colorName: z.string().trim().max(32, '颜色最多 32 个字').default(''),
});
export type MockupUploadFields = z.infer<typeof mockupUploadFields>;

export const adminBlankDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryPath: z.array(z.string()),
  description: z.string(),
  material: z.string(),
  productionDays: z.number().int(),
  techFirstType: z.number().int(),
  techSecondType: z.number().int(),
  status: z.number().int(),
  variants: z.array(adminVariant),
  printAreas: z.array(adminPrintArea),
  views: z.array(adminView),
  updateTime: z.number().int(),
});
export type AdminBlankDetail = z.infer<typeof adminBlankDetail>;
