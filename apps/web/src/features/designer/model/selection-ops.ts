import { type Alignment, alignLayers, type DistributeAxis, distributeLayers, translateLayers } from '@podbench/design';
import { changeDoc, redo, select, undo, useDesignerStore } from '../store/designer-store';
import {
  duplicateLayers,
  groupLayers,
  type Reorder,
  removeLayers,
  reorderLayers,
  ungroupLayer,
  updateLayer,
} from './layer-tree';
import type { Layer } from '@podbench/design';

/** Commands on the current selection: what the toolbar, the panels and the keyboard shortcuts call. */
const state = () => useDesignerStore.getState();

export const deleteSelection = () => {
  const { areaKey, selection } = state();
  if (selection.length) changeDoc((d) => removeLayers(d, areaKey, selection), { select: [] });
};

export function duplicateSelection() {
  const { doc, areaKey, selection } = state();
  if (!doc || !selection.length) return;
  const offset = Math.round(doc.areas[areaKey].widthPx * 0.02);
  const out = duplicateLayers(doc, areaKey, selection, offset);
  changeDoc(() => out.doc, { select: out.ids });
}

export function groupSelection() {
  const { doc, areaKey, selection } = state();
  if (!doc) return;
  if (selection.length === 1) {
    const out = ungroupLayer(doc, areaKey, selection[0]);
    if (out.ids.length) changeDoc(() => out.doc, { select: out.ids });
    return;
  }
  const out = groupLayers(doc, areaKey, selection);
  if (out.id) changeDoc(() => out.doc, { select: [out.id] });
}

export function nudgeSelection(dx: number, dy: number) {
  const { areaKey, selection, doc } = state();
  if (!doc || !selection.length) return;
  const locked = new Set(doc.areas[areaKey].layers.filter((l) => l.locked).map((l) => l.id));
  const offsets = new Map(selection.filter((id) => !locked.has(id)).map((id) => [id, { dx, dy }]));
  changeDoc((d) => translateLayers(d, areaKey, offsets), { key: 'nudge' });
}

export const alignSelection = (a: Alignment) => {
  const { areaKey, selection } = state();
  changeDoc((d) => alignLayers(d, areaKey, selection, a));
};
export const distributeSelection = (axis: DistributeAxis) => {
  const { areaKey, selection } = state();
  changeDoc((d) => distributeLayers(d, areaKey, selection, axis));
};
export const reorderSelection = (how: Reorder) => {
  const { areaKey, selection } = state();
  changeDoc((d) => reorderLayers(d, areaKey, selection, how));
};

/** A property edit; `key` merges a run of edits of one field (typing, dragging a slider) into one undo step. */
export function patchLayer(id: string, patch: Partial<Layer>, key?: string) {
  const { areaKey } = state();
  changeDoc((d) => updateLayer(d, areaKey, id, patch), { key: key ? `${id}:${key}` : undefined });
}

export const selectAll = () => {
  const { doc, areaKey } = state();
  select(doc?.areas[areaKey].layers.filter((l) => !l.locked && !l.hidden).map((l) => l.id) ?? []);
};
export { undo, redo };
