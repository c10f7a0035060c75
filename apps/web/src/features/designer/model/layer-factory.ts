import {
  DEFAULT_FONT_FAMILY,
  type ImageLayer,
  placeNewImage,
  type PrintAreaDesign,
  type ShapeKind,
  type ShapeLayer,
  type TextLayer,
} from '@podbench/design';
import { newLayerId } from './layer-tree';

const base = { rotation: 0, opacity: 1, locked: false, hidden: false, flipX: false, flipY: false, name: '' };

/**
 * An image as large as it can be while it stays inside the area and still prints at 150 DPI or better (by the
 * original's pixels), centred: a small image is placed small rather than blown up soft.
 */
export function imageLayer(
  area: PrintAreaDesign,
  imageId: number,
  width: number,
  height: number,
  name = '',
): ImageLayer {
  const box = placeNewImage({ width, height }, area);
  return {
    ...base,
    id: newLayerId('i'),
    type: 'image',
    name: name.slice(0, 50),
    imageId,
    ...box,
  };
}

/** Text sized to the area: a tenth of its width per glyph, wrapping at 80% of it. */
export function textLayer(area: PrintAreaDesign, content = '双击编辑文字'): TextLayer {
  const fontSize = Math.round(area.widthPx / 10);
  const width = Math.round(area.widthPx * 0.8);
  return {
    ...base,
    id: newLayerId('t'),
    type: 'text',
    content,
    x: Math.round((area.widthPx - width) / 2),
    y: Math.round(area.heightPx * 0.4),
    width,
    height: Math.round(fontSize * 1.2),
    fontFamily: DEFAULT_FONT_FAMILY,
    fontSize,
    fontWeight: 700,
    fontStyle: 'normal',
    fill: '#111827',
    stroke: null,
    strokeWidth: 0,
    letterSpacing: 0,
    lineHeight: 1.2,
    align: 'center',
    curve: 0,
  };
}

export function shapeLayer(area: PrintAreaDesign, shape: ShapeKind): ShapeLayer {
  const size = Math.round(Math.min(area.widthPx, area.heightPx) * 0.3);
  const height = shape === 'line' ? Math.max(8, Math.round(size / 20)) : size;
  return {
    ...base,
    id: newLayerId('s'),
    type: 'shape',
    shape,
    x: Math.round((area.widthPx - size) / 2),
    y: Math.round((area.heightPx - height) / 2),
    width: size,
    height,
    fill: '#7c3aed',
    stroke: null,
    strokeWidth: 0,
    cornerRadius: 0,
    sides: 6,
    points: 5,
    innerRatio: 0.5,
  };
}
