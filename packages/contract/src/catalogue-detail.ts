import { z } from 'zod';

export const productColor = z.object({ name: z.string(), hex: z.string() });
export type ProductColor = z.infer<typeof productColor>;

/** Who is looking, when a valid token came with the request. */
export const catalogueViewer = z.object({
  vipType: z.number().int(),
  levelName: z.string(),
  discountPercent: z.number().int(),
});
export type CatalogueViewer = z.infer<typeof catalogueViewer>;

/** A point in a mockup view's pixel space. */
export const viewPoint = z.object({ x: z.number(), y: z.number() });
/**
 * Where a print area lands on a view: its corners top-left, top-right, bottom-right, bottom-left, in the view's
 * pixels. The same shape as `Quad` in @podbench/design, so a view feeds `renderMockups` as it is.
 */
export const viewQuad = z.tuple([viewPoint, viewPoint, viewPoint, viewPoint]);
export type ViewQuad = z.infer<typeof viewQuad>;

/**
 * A print area wrapped round a cylinder on a view (a mug's body), the same shape as `CylinderWrap` in
 * @podbench/design: body axis `cx`, the band's `top`/`bottom` at the axis and the body's `radius` in view pixels,
 * the rim ellipse's half-height `ellipse`, once round the body in print pixels, and the angle from the print's
 * middle that faces the camera.
 */
export const viewCylinder = z.object({
  kind: z.literal('cylinder'),
  cx: z.number(),
  top: z.number(),
  bottom: z.number(),
  radius: z.number().positive(),
  ellipse: z.number().min(0),
  circumferencePx: z.number().positive(),
  angleDeg: z.number(),
});
export type ViewCylinder = z.infer<typeof viewCylinder>;
/** What a view stores for one area: a planar quad, or a cylinder wrap. */
export const viewPlacement = z.union([viewQuad, viewCylinder]);
export type ViewPlacement = z.infer<typeof viewPlacement>;

export const productVariant = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  size: z.string(),
  baseCostFen: z.number().int(),
  /** Only with a token. */
  vipPriceFen: z.number().int().nullable(),
  weightG: z.number().int(),
  /** Packed size. */
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariant>;

/**
 * A print area. `key`, `widthPx`, `heightPx`, `dpi` and `safeInsetPx` are what a design document copies into
 * `areas[key]` when a design starts; millimetres are for people.
 */
export const printArea = z.object({
  key: z.string(),
  name: z.string(),
  widthMm: z.number(),
  heightMm: z.number(),
  dpi: z.number().int(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  safeInsetPx: z.number().int(),
});
export type PrintArea = z.infer<typeof printArea>;

export const mockupViewImage = z.object({
  colorName: z.string(),
  /** Full view size (`widthPx × heightPx`), the base for rendered mockups. */
  url: z.string(),
  /** 480 px wide, for thumbnails and cards. */
  thumbUrl: z.string(),
});

export const mockupView = z.object({
  key: z.string(),
  name: z.string(),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  /** Grey light/shadow map aligned with the images; multiply a design by it (white = unchanged). */
  shadingUrl: z.string(),
  images: z.array(mockupViewImage),
  /**
   * `quad` is always there (for a wrap: the box the visible band can touch); `cylinder`, when present, is how the
   * area really sits, and mockups wrap the print round it.
   */
  areas: z.array(z.object({ areaKey: z.string(), quad: viewQuad, cylinder: viewCylinder.optional() })),
});
export type MockupView = z.infer<typeof mockupView>;

export const sizeChart = z.object({
  /** Unit of the numbers in `rows`, e.g. cm. */
  unit: z.string(),
  /** Header row; the first column is the size. */
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string(),
});
export type SizeChart = z.infer<typeof sizeChart>;

export const productTechnology = z.object({
  firstType: z.number().int(),
  firstName: z.string(),
  secondType: z.number().int(),
  secondName: z.string(),
});

export const productDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  /** From the top category down, for the breadcrumb. */
  categoryPath: z.array(z.string()),
  description: z.string(),
  material: z.string(),
  productionDays: z.number().int(),
  /** False once withdrawn: still shown (saved designs point at it), but not for new designs. */
  onSale: z.boolean(),
  technology: productTechnology,
  colors: z.array(productColor),
  sizes: z.array(z.string()),
  minBaseCostFen: z.number().int(),
  minVipPriceFen: z.number().int().nullable(),
  viewer: catalogueViewer.nullable(),
  variants: z.array(productVariant),
  printAreas: z.array(printArea),
  mockupViews: z.array(mockupView),
  sizeChart: sizeChart.nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;
