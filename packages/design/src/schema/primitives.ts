import { z } from 'zod';
import { DESIGN_LIMITS } from './limits';

/**
 * A finite number within [min, max] with Chinese messages naming the field. zod 4's `z.number()`
 * already rejects NaN and ±Infinity; the explicit messages make the 400 readable for sellers.
 */
export const bounded = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}必须是有效数字` })
    .min(min, `${label}不能小于 ${min}`)
    .max(max, `${label}不能大于 ${max}`);

export const coordinate = (label: string) => bounded(label, -DESIGN_LIMITS.maxCoord, DESIGN_LIMITS.maxCoord);

export const size = (label: string) =>
  z
    .number({ error: `${label}必须是有效数字` })
    .positive(`${label}必须大于 0`)
    .max(DESIGN_LIMITS.maxLayerSize, `${label}不能大于 ${DESIGN_LIMITS.maxLayerSize}`);

/** `#rgb`, `#rrggbb` or `#rrggbbaa`: the forms both the browser canvas and Skia parse identically. */
export const color = (label: string) =>
  z.string({ error: `${label}必须是颜色值` }).regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, {
    error: `${label}必须是 #RRGGBB 形式的颜色`,
  });

export const layerId = z
  .string({ error: '图层 id 必须是字符串' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '图层 id 只能包含字母、数字、- 和 _，最长 64 位' });

export const areaKey = z
  .string({ error: '印刷区域标识必须是字符串' })
  .regex(/^[a-z][a-z0-9_-]{0,31}$/, { error: '印刷区域标识只能是小写字母开头的字母、数字、- 和 _' });

export const positiveId = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`);

/** Fields every layer has. Geometry is in print-area pixels; rotation is clockwise degrees about (x, y). */
export const layerBase = {
  id: layerId,
  name: z
    .string({ error: '图层名称必须是字符串' })
    .max(DESIGN_LIMITS.maxNameLength, '图层名称最多 50 个字')
    .default(''),
  x: coordinate('X 坐标'),
  y: coordinate('Y 坐标'),
  rotation: bounded('旋转角度', -360, 360).default(0),
  opacity: bounded('不透明度', 0, 1).default(1),
  locked: z.boolean({ error: '锁定必须是布尔值' }).default(false),
  hidden: z.boolean({ error: '隐藏必须是布尔值' }).default(false),
};

/** Box and mirror fields shared by leaf layers; flips mirror inside the box so the layer stays put. */
export const boxFields = {
  width: size('宽度'),
  height: size('高度'),
  flipX: z.boolean({ error: '水平翻转必须是布尔值' }).default(false),
  flipY: z.boolean({ error: '垂直翻转必须是布尔值' }).default(false),
};
