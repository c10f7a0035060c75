import Konva from 'konva';
import type { TextConfig, Text as KonvaText } from 'konva/lib/shapes/Text';
import type { TextPath as KonvaTextPath, TextPathConfig } from 'konva/lib/shapes/TextPath';
import { effectiveFontWeight, fontStack } from '../fonts';
import type { TextLayer } from '../schema/layers';
import { arcGeometry, arcTextAttrs, curvedTextContent, measureStraightLength } from './curved-text';
import { placementAttrs } from './placement';

/**
 * Konva's `fontStyle` (CSS style and weight): parsed the same way by browsers and Skia. Bold is asked for only
 * where the family ships a bold face: a browser would synthesise one and Skia would not.
 */
export function konvaFontStyle(layer: Pick<TextLayer, 'fontStyle' | 'fontWeight' | 'fontFamily'>): string {
  return `${layer.fontStyle} ${effectiveFontWeight(layer.fontFamily, layer.fontWeight) === 700 ? 'bold' : 'normal'}`;
}

/** Font, colour and stroke attributes shared by straight and curved text. */
export function textStyleAttrs(layer: TextLayer): TextPathConfig & TextConfig {
  const stroked = layer.stroke !== null && layer.strokeWidth > 0;
  return {
    fontFamily: fontStack(layer.fontFamily),
    fontSize: layer.fontSize,
    fontStyle: konvaFontStyle(layer),
    fill: layer.fill,
    stroke: stroked ? (layer.stroke ?? undefined) : undefined,
    strokeWidth: stroked ? layer.strokeWidth : 0,
    // An outline drawn under the fill keeps the glyphs' own shape, as sellers expect of "描边".
    fillAfterStrokeEnabled: true,
    letterSpacing: layer.letterSpacing,
  };
}

/**
 * Straight text wrapped at the layer's width. Height is left to Konva (auto) so a stale stored
 * height can never drop lines from a print file; the stored height only anchors a vertical flip.
 */
export function straightTextAttrs(layer: TextLayer): TextConfig {
  return {
    ...placementAttrs(layer, layer.width, layer.height, layer.flipX, layer.flipY),
    ...textStyleAttrs(layer),
    text: layer.content,
    width: layer.width,
    lineHeight: layer.lineHeight,
    align: layer.align,
    wrap: 'word',
  };
}

export function curvedTextAttrs(layer: TextLayer): TextPathConfig {
  return arcTextAttrs(layer, textStyleAttrs(layer));
}

/**
 * The box a text layer occupies as laid out now (fonts must be loaded): what the editor stores as the
 * layer's width and height after an edit, so bounds, align and snap work without measuring.
 * Straight text keeps its wrapping width; curved text reports its arc's box.
 */
export function textLayerBox(layer: TextLayer): { width: number; height: number } {
  if (layer.curve === 0) {
    const probe = new Konva.Text(straightTextAttrs(layer));
    const height = probe.height();
    probe.destroy();
    return { width: layer.width, height };
  }
  const length = measureStraightLength(curvedTextContent(layer.content), textStyleAttrs(layer));
  const { width, height } = arcGeometry(length, layer.curve, layer.fontSize, layer.width);
  return { width, height };
}

export function buildTextNode(layer: TextLayer): KonvaText | KonvaTextPath {
  if (layer.curve !== 0) return new Konva.TextPath(curvedTextAttrs(layer));
  return new Konva.Text(straightTextAttrs(layer));
}
