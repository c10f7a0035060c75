import Konva from 'konva';
import { stringToArray } from 'konva/lib/shapes/Text';
import type { TextPathConfig } from 'konva/lib/shapes/TextPath';
import type { TextLayer } from '../schema/layers';
import { placementAttrs } from './placement';

export interface ArcGeometry {
  /** SVG path of the text's centre line, in the layer's box frame. */
  data: string;
  radius: number;
  /** The box the curved text occupies; the editor stores it as the layer's width/height. */
  width: number;
  height: number;
}

/** Curved text is one line: newlines become spaces (an arc has no second line to wrap onto). */
export function curvedTextContent(content: string): string {
  return content.replace(/\s*\r?\n\s*/g, ' ');
}

/**
 * The arc a text of straight length `length` bends onto: `curve` degrees of a circle whose radius
 * makes the arc exactly as long as the text. Positive curves arch up (text on top of the circle),
 * negative ones sag. The arc is centred on the box's vertical centre line with the glyphs' top edge at
 * y = 0, so the layer's (x, y) stays its top-left corner. Two half arcs, because a single SVG arc
 * between coincident points (a full circle) draws nothing.
 */
export function arcGeometry(length: number, curveDeg: number, fontSize: number, boxWidth: number): ArcGeometry {
  const theta = (Math.abs(curveDeg) * Math.PI) / 180;
  // 1% slack: TextPath drops a glyph whose end falls past the path, and the text is centred anyway.
  const radius = Math.max(length, 1) / theta;
  const half = (theta * 1.01) / 2;
  const rise = radius * (1 - Math.cos(Math.min(theta / 2, Math.PI)));
  const cx = boxWidth / 2;
  const up = curveDeg > 0;
  const cy = up ? fontSize / 2 + radius : fontSize / 2 + rise - radius;
  const mid = up ? -Math.PI / 2 : Math.PI / 2;
  // Glyphs run left to right: clockwise over the top, anticlockwise along the bottom.
  const angles = up ? [mid - half, mid, mid + half] : [mid + half, mid, mid - half];
  const [p0, p1, p2] = angles.map(
    (a) => `${(cx + radius * Math.cos(a)).toFixed(3)} ${(cy + radius * Math.sin(a)).toFixed(3)}`,
  );
  const r = radius.toFixed(3);
  const arc = `A ${r} ${r} 0 ${half > Math.PI ? 1 : 0} ${up ? 1 : 0}`;
  return {
    data: `M ${p0} ${arc} ${p1} ${arc} ${p2}`,
    radius,
    width: (theta >= Math.PI ? 2 * radius : 2 * radius * Math.sin(theta / 2)) + fontSize,
    height: rise + fontSize,
  };
}

/**
 * The text's length laid out straight, as TextPath will advance along the path: per-glyph widths
 * measured by Konva's own canvas plus letter spacing between glyphs. Needs the fonts loaded.
 */
export function measureStraightLength(text: string, style: TextPathConfig): number {
  const probe = new Konva.TextPath({ ...style, text, data: '' });
  const glyphs = stringToArray(text).length;
  const length = probe.getTextWidth() + Math.max(0, glyphs - 1) * (style.letterSpacing ?? 0);
  probe.destroy();
  return length;
}

/**
 * Attributes for a TextPath; `style` is the font, colour and stroke set shared with straight text.
 * The arc is laid out in its own box (what `textLayerBox` reports), never in the stored width: a document
 * written by hand or by an older editor may carry another width, and the print must still match the editor,
 * which re-measures on open.
 */
export function arcTextAttrs(layer: TextLayer, style: TextPathConfig): TextPathConfig {
  const text = curvedTextContent(layer.content);
  const length = measureStraightLength(text, style);
  const box = arcGeometry(length, layer.curve, layer.fontSize, 0);
  const { data } = arcGeometry(length, layer.curve, layer.fontSize, box.width);
  return {
    ...placementAttrs(layer, box.width, box.height, layer.flipX, layer.flipY),
    ...style,
    text,
    data,
    align: 'center',
    textBaseline: 'middle',
  };
}
