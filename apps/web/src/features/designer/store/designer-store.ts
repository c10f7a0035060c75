import type { ProductDetail } from '@podbench/contract';
import type { DesignDocument, SnapLines } from '@podbench/design';
import { create } from 'zustand';
import type { EditorImage } from '../model/types';
import { type HistoryEntry, record, redoEntry, undoEntry } from './history';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error';

export interface DesignerState {
  doc: DesignDocument | null;
  product: ProductDetail | null;
  designId: number | null;
  name: string;
  /** The server version the editor's document is based on (0: never saved). */
  version: number;
  images: Record<number, EditorImage>;
  areaKey: string;
  /** The colour the canvas previews (one of the document's colours, or the blank's first). */
  color: string;
  /** Top-level layer ids of the current area. */
  selection: string[];
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** Bumped by every change to what would be saved; autosave compares it with `savedRevision`. */
  revision: number;
  savedRevision: number;
  saveStatus: SaveStatus;
  zoom: number;
  pan: { x: number; y: number };
  guides: SnapLines;
  /** 锁定比例 per layer id, where the user changed it; otherwise images are locked and other layers are not. */
  ratioLocks: Record<string, boolean>;
}

export interface LoadInput {
  doc: DesignDocument;
  product: ProductDetail;
  designId: number | null;
  name: string;
  version: number;
  images: EditorImage[];
  /** The area and preview colour to open on (what was picked on the product page); else the first of each. */
  areaKey?: string;
  color?: string;
}

const initial: DesignerState = {
  doc: null,
  product: null,
  designId: null,
  name: '',
  version: 0,
  images: {},
  areaKey: '',
  color: '',
  selection: [],
  past: [],
  future: [],
  revision: 0,
  savedRevision: 0,
  saveStatus: 'saved',
  zoom: 1,
  pan: { x: 0, y: 0 },
  guides: { x: [], y: [] },
  ratioLocks: {},
};

export const useDesignerStore = create<DesignerState>()(() => initial);
const set = useDesignerStore.setState;
const get = useDesignerStore.getState;

export function loadDesign(input: LoadInput) {
  const images = Object.fromEntries(input.images.map((i) => [i.id, i]));
  set({
    ...initial,
    doc: input.doc,
    product: input.product,
    designId: input.designId,
    name: input.name,
    version: input.version,
    images,
    areaKey:
      input.areaKey && input.areaKey in input.doc.areas ? input.areaKey : (Object.keys(input.doc.areas)[0] ?? ''),
    color:
      input.color && input.product.colors.some((c) => c.name === input.color)
        ? input.color
        : (input.doc.colors[0] ?? input.product.colors[0]?.name ?? ''),
  });
}

export const resetDesigner = () => set(initial);

/**
 * Shows the open design in a colour and on a print area picked elsewhere (the product page): the colour is added
 * to the design's colours when missing (one undoable change), unknown names are ignored.
 */
export function showPick(pick: { color: string | null; area: string | null }) {
  const { doc, product } = get();
  if (!doc || !product) return;
  if (pick.area && pick.area in doc.areas) setArea(pick.area);
  const color = product.colors.find((c) => c.name === pick.color)?.name;
  if (!color) return;
  if (!doc.colors.includes(color)) {
    const colors = product.colors.map((c) => c.name).filter((c) => c === color || doc.colors.includes(c));
    changeDoc((d) => ({ ...d, colors }));
  }
  set({ color });
}

/**
 * The status after a change: a save in flight stays `saving` (its answer finds the newer revision and says `dirty`,
 * and only then does autosave send the next one: two saves of one version at once would conflict with each other);
 * a conflict stays a conflict.
 */
const changedStatus = (): SaveStatus => {
  const status = get().saveStatus;
  return status === 'conflict' || status === 'saving' ? status : 'dirty';
};

export interface ChangeOptions {
  /** Merge with the previous change of the same key (typing in a field, nudging). */
  key?: string;
  select?: string[];
}

/** THE way the document changes: recorded as patches for undo/redo and counted for autosave. */
export function changeDoc(recipe: (doc: DesignDocument) => DesignDocument, opts: ChangeOptions = {}) {
  const { doc, past, revision } = get();
  if (!doc) return;
  const next = recipe(doc);
  if (next === doc) return;
  set({
    doc: next,
    past: record(past, doc, next, opts.key ?? null, Date.now()),
    future: [],
    revision: revision + 1,
    saveStatus: changedStatus(),
    ...(opts.select ? { selection: opts.select } : {}),
  });
}

export function undo() {
  const { doc, past, future, revision } = get();
  const entry = past[past.length - 1];
  if (!doc || !entry) return;
  set({
    doc: undoEntry(doc, entry),
    past: past.slice(0, -1),
    future: [...future, entry],
    revision: revision + 1,
    saveStatus: changedStatus(),
  });
  pruneSelection();
}

export function redo() {
  const { doc, past, future, revision } = get();
  const entry = future[future.length - 1];
  if (!doc || !entry) return;
  set({
    doc: redoEntry(doc, entry),
    future: future.slice(0, -1),
    past: [...past, entry],
    revision: revision + 1,
    saveStatus: changedStatus(),
  });
  pruneSelection();
}

function pruneSelection() {
  const { doc, areaKey, selection } = get();
  const ids = new Set(doc?.areas[areaKey]?.layers.map((l) => l.id));
  set({ selection: selection.filter((id) => ids.has(id)) });
}

export const select = (ids: string[]) => set({ selection: ids });
export const setArea = (areaKey: string) => set({ areaKey, selection: [], guides: { x: [], y: [] } });
export const setPreviewColor = (color: string) => set({ color });
export const setGuides = (guides: SnapLines) => set({ guides });
export const setView = (zoom: number, pan: { x: number; y: number }) => set({ zoom, pan });
export const addImages = (list: EditorImage[]) =>
  set((s) => ({ images: { ...s.images, ...Object.fromEntries(list.map((i) => [i.id, i])) } }));
export const renameDesign = (name: string) =>
  set((s) => ({ name, revision: s.revision + 1, saveStatus: changedStatus() }));

export const setRatioLock = (id: string, on: boolean) => set((s) => ({ ratioLocks: { ...s.ratioLocks, [id]: on } }));
/** Whether a layer's width and height change together (typed sizes, the resize handles). */
export const isRatioLocked = (layer: { id: string; type: string }, locks: Record<string, boolean>) =>
  locks[layer.id] ?? layer.type === 'image';

export const markSaving = () => set({ saveStatus: 'saving' });
export function markSaved(result: { id: number; version: number }, revision: number) {
  const still = get().revision === revision;
  set({ designId: result.id, version: result.version, savedRevision: revision, saveStatus: still ? 'saved' : 'dirty' });
}
export const markSaveFailed = (conflict: boolean) => set({ saveStatus: conflict ? 'conflict' : 'error' });
/** The user chose to leave without saving: what is on screen counts as saved, so nothing asks or saves it again. */
export const discardChanges = () => set((s) => ({ savedRevision: s.revision, saveStatus: 'saved' }));
