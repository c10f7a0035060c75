import { z } from 'zod';
import { DEFAULT_FONT_FAMILY, FONT_FAMILY_NAMES } from '../fonts';
import { DESIGN_LIMITS } from './limits';
import { bounded, boxFields, color, layerBase, positiveId } from './primitives';

/** An image from the seller's gallery, drawn stretched to its box. */
export const imageLayerSchema = z.object({
  ...layerBase,
  ...boxFields,
  type: z.literal('image'),
  imageId: positiveId('图片 id'),
});

/**
 * Text. `width` is the wrapping width; `height` is the laid-out height the editor measured, kept for
 * layout maths (bounds, align, snap) only: the renderer never clips or drops lines by it.
 * `curve` bends a single line onto an arc of that many degrees (positive arches up, negative sags).
 */
export const textLayerSchema = z.object({
  ...layerBase,
  ...boxFields,
  type: z.literal('text'),
  content: z
    .string({ error: '文字内容必须是字符串' })
    .min(1, '文字内容不能为空')
    .max(DESIGN_LIMITS.maxTextLength, `文字内容最多 ${DESIGN_LIMITS.maxTextLength} 个字`),
  fontFamily: z.enum(FONT_FAMILY_NAMES, { error: '不支持的字体' }).default(DEFAULT_FONT_FAMILY),
  fontSize: bounded('字号', 1, DESIGN_LIMITS.maxFontSize),
  fontWeight: z.union([z.literal(400), z.literal(700)], { error: '字重只能是 400 或 700' }).default(400),
  fontStyle: z.enum(['normal', 'italic'], { error: '字形只能是 normal 或 italic' }).default('normal'),
  fill: color('文字颜色').default('#000000'),
  stroke: color('描边颜色').nullable().default(null),
  strokeWidth: bounded('描边宽度', 0, DESIGN_LIMITS.maxStrokeWidth).default(0),
  letterSpacing: bounded('字间距', -1_000, 5_000).default(0),
  lineHeight: bounded('行高', 0.5, 5).default(1.2),
  align: z.enum(['left', 'center', 'right'], { error: '对齐方式只能是 left、center 或 right' }).default('left'),
  curve: bounded('弯曲角度', -360, 360).default(0),
});

export const SHAPE_KINDS = ['rect', 'ellipse', 'line', 'star', 'polygon'] as const;

/**
 * A basic shape fitted to its box. A line runs across the box's horizontal centre line (rotate the
 * layer for other angles); stars and polygons are inscribed in the box's ellipse.
 */
export const shapeLayerSchema = z.object({
  ...layerBase,
  ...boxFields,
  type: z.literal('shape'),
  shape: z.enum(SHAPE_KINDS, { error: '形状只能是矩形、椭圆、直线、星形或多边形' }),
  fill: color('填充颜色').nullable().default('#000000'),
  stroke: color('描边颜色').nullable().default(null),
  strokeWidth: bounded('描边宽度', 0, DESIGN_LIMITS.maxStrokeWidth).default(0),
  cornerRadius: bounded('圆角', 0, DESIGN_LIMITS.maxLayerSize).default(0),
  sides: z
    .number({ error: '边数必须是数字' })
    .int('边数必须是整数')
    .min(3, '边数至少 3')
    .max(24, '边数最多 24')
    .default(6),
  points: z
    .number({ error: '角数必须是数字' })
    .int('角数必须是整数')
    .min(3, '角数至少 3')
    .max(24, '角数最多 24')
    .default(5),
  innerRatio: bounded('内径比例', 0.05, 0.95).default(0.5),
});

/** Group fields without the recursive `children`, so the recursive types can be written out below. */
const groupFields = { ...layerBase, type: z.literal('group') };
const groupFieldsSchema = z.object(groupFields);

export type ImageLayer = z.output<typeof imageLayerSchema>;
export type TextLayer = z.output<typeof textLayerSchema>;
export type ShapeLayer = z.output<typeof shapeLayerSchema>;
export type GroupLayer = z.output<typeof groupFieldsSchema> & { children: Layer[] };
export type LeafLayer = ImageLayer | TextLayer | ShapeLayer;
export type Layer = LeafLayer | GroupLayer;

export type GroupLayerInput = z.input<typeof groupFieldsSchema> & { children: LayerInput[] };
export type LayerInput =
  | z.input<typeof imageLayerSchema>
  | z.input<typeof textLayerSchema>
  | z.input<typeof shapeLayerSchema>
  | GroupLayerInput;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/**
 * Children are positioned relative to the group's origin and turn with its rotation. The getter is
 * zod 4's way to recurse; its annotation breaks the type cycle through the union below.
 */
export const groupLayerSchema = z.object({
  ...groupFields,
  get children(): z.ZodArray<z.ZodType<Layer, LayerInput>> {
    return z.array(layerSchema, { error: '组内图层必须是数组' });
  },
});

export const layerSchema = z.discriminatedUnion(
  'type',
  [imageLayerSchema, textLayerSchema, shapeLayerSchema, groupLayerSchema],
  { error: '图层类型只能是 image、text、shape 或 group' },
);
