import type { DesignDocument, PrintAreaDesign } from '../schema/document';
import type { Layer } from '../schema/layers';

export function requireArea(doc: DesignDocument, areaKey: string): PrintAreaDesign {
  const area = Object.hasOwn(doc.areas, areaKey) ? doc.areas[areaKey] : undefined;
  if (!area) throw new Error(`印刷区域不存在：${areaKey}`);
  return area;
}

/** Visits every layer depth-first in paint order; `parents` is the chain of enclosing groups. */
export function walkLayers(
  layers: readonly Layer[],
  visit: (layer: Layer, parents: readonly Layer[]) => void,
  parents: readonly Layer[] = [],
): void {
  for (const layer of layers) {
    visit(layer, parents);
    if (layer.type === 'group') walkLayers(layer.children, visit, [...parents, layer]);
  }
}

/** A layer is drawn only if it and every enclosing group are visible. */
export function isEffectivelyHidden(layer: Layer, parents: readonly Layer[]): boolean {
  return layer.hidden || parents.some((p) => p.hidden);
}

/** Returns a new document with one area's top-level layers replaced; the input is left untouched. */
export function replaceAreaLayers(
  doc: DesignDocument,
  areaKey: string,
  update: (layers: readonly Layer[]) => Layer[],
): DesignDocument {
  const area = requireArea(doc, areaKey);
  return { ...doc, areas: { ...doc.areas, [areaKey]: { ...area, layers: update(area.layers) } } };
}

export interface Offset {
  dx: number;
  dy: number;
}

/** Moves top-level layers by per-id offsets; layers without an entry (or a zero one) keep their identity. */
export function translateLayers(
  doc: DesignDocument,
  areaKey: string,
  offsets: ReadonlyMap<string, Offset>,
): DesignDocument {
  return replaceAreaLayers(doc, areaKey, (layers) =>
    layers.map((layer) => {
      const o = offsets.get(layer.id);
      if (!o || (o.dx === 0 && o.dy === 0)) return layer;
      return { ...layer, x: layer.x + o.dx, y: layer.y + o.dy };
    }),
  );
}
