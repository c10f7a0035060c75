import { layerBounds } from '../geometry/layer-bounds';
import type { DesignDocument, PrintAreaDesign } from '../schema/document';
import type { Layer } from '../schema/layers';
import { DESIGN_LIMITS } from '../schema/limits';
import type { AreaBox } from './safe-zone';

/**
 * Design templates: the layers of print area A carried onto print area B of another blank (another size, another
 * aspect). Pure maths, shared by the server (applying a template) and any preview.
 *
 * The rule: everything scales uniformly by `s = min(Bw / Aw, Bh / Ah)` (the factor that fits A's rectangle inside
 * B's), and each top-level layer keeps its centre at the same place *relative to the area*:
 * `c' = (cx · Bw / Aw, cy · Bh / Ah)`. With that `s`, a layer that was inside A stays inside B, and the composition
 * spreads over B rather than sitting in a shrunken copy of A in the middle. Rotation is kept; text font size, letter
 * spacing and stroke widths scale with `s`. Groups scale as one piece about their origin (children's offsets scale).
 */

/** The uniform scale from area `from` to area `to`. */
export function retargetScale(from: AreaBox, to: AreaBox): number {
  return Math.min(to.widthPx / from.widthPx, to.heightPx / from.heightPx);
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const coord = (v: number) => clamp(round2(v), -DESIGN_LIMITS.maxCoord, DESIGN_LIMITS.maxCoord);
const size = (v: number) => clamp(round2(v), 1, DESIGN_LIMITS.maxLayerSize);
const stroke = (v: number, s: number) => clamp(round2(v * s), 0, DESIGN_LIMITS.maxStrokeWidth);

/**
 * A layer scaled by `s` about its own origin (x, y stay put): its box, and for groups the children's offsets and
 * contents. Rotation is unchanged, so this is a similarity transform about the origin.
 */
export function scaleLayerContent(layer: Layer, s: number): Layer {
  switch (layer.type) {
    case 'group':
      return {
        ...layer,
        children: layer.children.map((c) => ({ ...scaleLayerContent(c, s), x: coord(c.x * s), y: coord(c.y * s) })),
      };
    case 'image':
      return { ...layer, width: size(layer.width * s), height: size(layer.height * s) };
    case 'text':
      return {
        ...layer,
        width: size(layer.width * s),
        height: size(layer.height * s),
        fontSize: clamp(round2(layer.fontSize * s), 1, DESIGN_LIMITS.maxFontSize),
        letterSpacing: clamp(round2(layer.letterSpacing * s), -1_000, 5_000),
        strokeWidth: stroke(layer.strokeWidth, s),
      };
    case 'shape':
      return {
        ...layer,
        width: size(layer.width * s),
        height: size(layer.height * s),
        strokeWidth: stroke(layer.strokeWidth, s),
        cornerRadius: clamp(round2(layer.cornerRadius * s), 0, DESIGN_LIMITS.maxLayerSize),
      };
  }
}

/**
 * One top-level layer of area `from` placed on area `to`. The anchor is the centre of the layer's bounds (rotation
 * and group nesting included); after scaling about the origin by `s` that centre sits at `origin + s·(c − origin)`,
 * so the new origin is `c' − s·(c − origin)`.
 */
export function retargetLayer(layer: Layer, from: AreaBox, to: AreaBox): Layer {
  const s = retargetScale(from, to);
  const b = layerBounds(layer);
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  const nx = (cx * to.widthPx) / from.widthPx;
  const ny = (cy * to.heightPx) / from.heightPx;
  const scaled = scaleLayerContent(layer, s);
  return { ...scaled, x: coord(nx - s * (cx - layer.x)), y: coord(ny - s * (cy - layer.y)) };
}

/**
 * Which source area goes onto which target area: the same key first (正面 → 正面), then the remaining source areas
 * onto the remaining target areas in order. Source areas left over have nowhere to go (a two-sided shirt template on
 * a one-area mug): they are reported, not silently dropped.
 */
export function matchAreas(
  sourceKeys: readonly string[],
  targetKeys: readonly string[],
): { pairs: { source: string; target: string }[]; unmatched: string[] } {
  const pairs: { source: string; target: string }[] = [];
  const freeTargets = targetKeys.filter((k) => !sourceKeys.includes(k));
  const unmatched: string[] = [];
  for (const key of sourceKeys) {
    if (targetKeys.includes(key)) pairs.push({ source: key, target: key });
    else {
      const next = freeTargets.shift();
      if (next === undefined) unmatched.push(key);
      else pairs.push({ source: key, target: next });
    }
  }
  return { pairs, unmatched };
}

/** A target blank's print area as the catalogue gives it. */
export interface TargetArea extends Omit<PrintAreaDesign, 'layers'> {
  key: string;
}

export interface RetargetResult {
  doc: DesignDocument;
  /** Source area key → the target area key its layers went to. */
  mapping: Record<string, string>;
  /** Source areas with layers that had no target area. */
  unmatched: string[];
}

/**
 * The template document re-made for another blank: its print areas (size, DPI, safe inset copied from the
 * catalogue, as a new design has them), its colours, and every matched area's layers retargeted.
 */
export function retargetDocument(
  doc: DesignDocument,
  target: { productId: number; colors: string[]; areas: readonly TargetArea[] },
): RetargetResult {
  const sourceKeys = Object.keys(doc.areas).filter((k) => doc.areas[k].layers.length > 0);
  const { pairs, unmatched } = matchAreas(
    sourceKeys,
    target.areas.map((a) => a.key),
  );
  const bySource = new Map(pairs.map((p) => [p.target, p.source]));
  const areas: DesignDocument['areas'] = {};
  for (const a of target.areas) {
    const { key, ...area } = a;
    const sourceKey = bySource.get(key);
    const from = sourceKey === undefined ? undefined : doc.areas[sourceKey];
    areas[key] = { ...area, layers: from ? from.layers.map((l) => retargetLayer(l, from, area)) : [] };
  }
  return {
    doc: { version: doc.version, productId: target.productId, colors: target.colors, areas },
    mapping: Object.fromEntries(pairs.map((p) => [p.source, p.target])),
    unmatched,
  };
}
