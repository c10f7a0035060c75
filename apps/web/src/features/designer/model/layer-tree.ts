import {
  type DesignDocument,
  type GroupLayer,
  type Layer,
  layerBounds,
  replaceAreaLayers,
  unionRects,
} from '@podbench/design';

/** Pure operations on one print area's layers. Each returns a new document; the input is never touched. */

export function findLayer(layers: readonly Layer[], id: string): Layer | undefined {
  for (const l of layers) {
    if (l.id === id) return l;
    if (l.type === 'group') {
      const hit = findLayer(l.children, id);
      if (hit) return hit;
    }
  }
  return undefined;
}

function mapLayers(layers: readonly Layer[], id: string, fn: (l: Layer) => Layer): Layer[] {
  return layers.map((l) => {
    if (l.id === id) return fn(l);
    if (l.type === 'group') {
      const children = mapLayers(l.children, id, fn);
      return children.some((c, i) => c !== l.children[i]) ? { ...l, children } : l;
    }
    return l;
  });
}

export function updateLayer(doc: DesignDocument, area: string, id: string, patch: Partial<Layer>): DesignDocument {
  return replaceAreaLayers(doc, area, (layers) => mapLayers(layers, id, (l) => ({ ...l, ...patch }) as Layer));
}

export function addLayers(doc: DesignDocument, area: string, added: Layer[]): DesignDocument {
  return replaceAreaLayers(doc, area, (layers) => [...layers, ...added]);
}

export function removeLayers(doc: DesignDocument, area: string, ids: readonly string[]): DesignDocument {
  const gone = new Set(ids);
  return replaceAreaLayers(doc, area, (layers) => layers.filter((l) => !gone.has(l.id) || l.locked));
}

export type Reorder = 'forward' | 'backward' | 'front' | 'back';

/** Moves top-level layers in paint order (first = bottom). */
export function reorderLayers(doc: DesignDocument, area: string, ids: readonly string[], how: Reorder): DesignDocument {
  const moving = new Set(ids);
  return replaceAreaLayers(doc, area, (layers) => {
    const list = [...layers];
    if (how === 'front' || how === 'back') {
      const picked = list.filter((l) => moving.has(l.id));
      const rest = list.filter((l) => !moving.has(l.id));
      return how === 'front' ? [...rest, ...picked] : [...picked, ...rest];
    }
    const step = how === 'forward' ? 1 : -1;
    const order = step === 1 ? [...list.keys()].reverse() : [...list.keys()];
    for (const i of order) {
      const j = i + step;
      if (!moving.has(list[i].id) || j < 0 || j >= list.length || moving.has(list[j].id)) continue;
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  });
}

/** Moves one top-level layer to `index` (the layers panel's drag and drop). */
export function moveLayerTo(doc: DesignDocument, area: string, id: string, index: number): DesignDocument {
  return replaceAreaLayers(doc, area, (layers) => {
    const list = layers.filter((l) => l.id !== id);
    const layer = layers.find((l) => l.id === id);
    if (!layer) return [...layers];
    list.splice(Math.max(0, Math.min(index, list.length)), 0, layer);
    return list;
  });
}

let seq = 0;
/** Ids unique within a document: time + counter, in the schema's alphabet. */
export const newLayerId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

function cloneWithIds(layer: Layer): Layer {
  const id = newLayerId(layer.type[0]);
  if (layer.type === 'group') return { ...layer, id, children: layer.children.map(cloneWithIds) };
  return { ...layer, id };
}

/** Copies sit a little below and to the right, as in every design tool; returns the copies' ids. */
export function duplicateLayers(doc: DesignDocument, area: string, ids: readonly string[], offset: number) {
  const wanted = new Set(ids);
  const copies = doc.areas[area].layers
    .filter((l) => wanted.has(l.id))
    .map((l) => ({ ...cloneWithIds(l), x: l.x + offset, y: l.y + offset, locked: false }));
  return { doc: addLayers(doc, area, copies), ids: copies.map((c) => c.id) };
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Groups top-level layers at the position of the lowest one; children keep their place on the canvas. */
export function groupLayers(doc: DesignDocument, area: string, ids: readonly string[]) {
  const layers = doc.areas[area].layers;
  const picked = layers.filter((l) => ids.includes(l.id));
  if (picked.length < 2) return { doc, id: null };
  const box = unionRects(picked.map(layerBounds));
  const group: GroupLayer = {
    id: newLayerId('g'),
    type: 'group',
    name: '',
    x: box.x,
    y: box.y,
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
    children: picked.map((l) => ({ ...l, x: l.x - box.x, y: l.y - box.y })),
  };
  const at = layers.findIndex((l) => ids.includes(l.id));
  const rest = layers.filter((l) => !ids.includes(l.id));
  rest.splice(Math.min(at, rest.length), 0, group);
  return { doc: replaceAreaLayers(doc, area, () => rest), id: group.id };
}

/** Puts a group's children back at the top level, carrying the group's rotation and opacity into them. */
export function ungroupLayer(doc: DesignDocument, area: string, id: string) {
  const layers = doc.areas[area].layers;
  const group = layers.find((l) => l.id === id);
  if (group?.type !== 'group') return { doc, ids: [] as string[] };
  const cos = Math.cos(rad(group.rotation));
  const sin = Math.sin(rad(group.rotation));
  const children = group.children.map((c) => ({
    ...c,
    x: group.x + c.x * cos - c.y * sin,
    y: group.y + c.x * sin + c.y * cos,
    rotation: ((c.rotation + group.rotation + 540) % 360) - 180,
    opacity: c.opacity * group.opacity,
  }));
  const at = layers.indexOf(group);
  const next = [...layers.slice(0, at), ...children, ...layers.slice(at + 1)];
  return { doc: replaceAreaLayers(doc, area, () => next), ids: children.map((c) => c.id) };
}
