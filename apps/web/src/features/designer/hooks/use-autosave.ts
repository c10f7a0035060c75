import { lowDpiLayers, overflowingLayers } from '@podbench/design';
import { useCallback, useEffect, useRef } from 'react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { ApiError } from '@/shared/request/request';
import { saveDesign } from '../api/save-design';
import { markSaved, markSaveFailed, markSaving, useDesignerStore } from '../store/designer-store';

const AUTOSAVE_MS = 1_500;

/** The save in flight, if any: whoever needs the document saved waits for it instead of sending a second one. */
let inFlight: Promise<boolean> | null = null;

/** Saves the editor's document with the version it was loaded at; a 409 stops autosave until the user reloads. */
export async function saveNow(onCreated?: (id: number) => void): Promise<boolean> {
  const s = useDesignerStore.getState();
  const doc = s.doc;
  if (!doc || inFlight || s.saveStatus === 'saving') return false;
  const revision = s.revision;
  const created = s.designId === null;
  markSaving();
  const run = (async () => {
    try {
      const result = await saveDesign({
        id: s.designId ?? undefined,
        name: s.name,
        productId: doc.productId,
        document: doc,
        version: s.version,
      });
      markSaved(result, revision);
      if (created) onCreated?.(result.id);
      return true;
    } catch (err) {
      markSaveFailed(err instanceof ApiError && err.code === 409);
      return false;
    }
  })();
  inFlight = run;
  try {
    return await run;
  } finally {
    if (inFlight === run) inFlight = null;
  }
}

/** Changes the server does not have yet: unsaved, being saved, refused (conflict) or failed. */
export function hasUnsavedChanges(): boolean {
  const { doc, revision, savedRevision } = useDesignerStore.getState();
  return doc !== null && revision !== savedRevision;
}

/** Waits for a save in flight, then saves what is still unsaved; true when the server has everything. */
export async function flushSave(onCreated?: (id: number) => void): Promise<boolean> {
  for (;;) {
    if (inFlight) {
      await inFlight;
      continue;
    }
    if (!hasUnsavedChanges()) return true;
    if (useDesignerStore.getState().saveStatus === 'conflict') return false;
    if (!(await saveNow(onCreated))) return false;
  }
}

/** Waits for a save in flight (if any) to finish. */
export async function settleSave(): Promise<void> {
  while (inFlight) await inFlight;
}

/**
 * The last chance when the editor goes away without being asked (the whole signed-in shell unmounts, e.g. for a
 * public page): sends the unsaved document without touching the store, which is reset next. Not after a conflict
 * (the server has another edit) nor signed out (it could only fail).
 */
export function saveDetached() {
  const s = useDesignerStore.getState();
  if (!s.doc || !hasUnsavedChanges() || s.saveStatus === 'conflict' || s.saveStatus === 'saving') return;
  if (!useAuthStore.getState().token) return;
  saveDesign({
    id: s.designId ?? undefined,
    name: s.name,
    productId: s.doc.productId,
    document: s.doc,
    version: s.version,
  })
    .then(() => undefined)
    .catch(() => undefined);
}

/** Image layers that would print below 150 DPI, by the originals' sizes. */
export function lowDpiCount(): number {
  const { doc, images } = useDesignerStore.getState();
  if (!doc) return 0;
  const sizes = new Map(Object.values(images).map((i) => [i.id, { width: i.width, height: i.height }]));
  return lowDpiLayers(doc, sizes).length;
}

/** Visible layers (every area) that reach past their print area: the part outside is not printed. */
export function overflowCount(): number {
  const { doc } = useDesignerStore.getState();
  return doc ? overflowingLayers(doc).length : 0;
}

/**
 * Debounced autosave: waits for a quiet moment after the last change (a new design is created by its first
 * change), never while a save is in flight, and never after a conflict (the user reloads to see the other edit).
 * A page that is not shown (`active` false: its tab was left) saves at once instead of waiting: leaving the tab
 * right after an edit must not lose it. A failed save is tried again after the next change or when the tab is
 * left or shown again, never in a loop.
 */
export function useAutosave(enabled: boolean, active: boolean, onCreated?: (id: number) => void) {
  const revision = useDesignerStore((s) => s.revision);
  const savedRevision = useDesignerStore((s) => s.savedRevision);
  const status = useDesignerStore((s) => s.saveStatus);
  const created = useRef(onCreated);
  created.current = onCreated;
  /** The revision the last automatic save was tried at; cleared when the page is hidden or shown. */
  const attempted = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page is hidden or shown
  useEffect(() => {
    attempted.current = null;
  }, [active]);
  useEffect(() => {
    if (!enabled || revision === 0 || revision === savedRevision || status === 'saving' || status === 'conflict')
      return;
    if (status === 'error' && attempted.current === revision) return;
    const run = () => {
      attempted.current = revision;
      void saveNow(created.current);
    };
    if (!active) {
      run();
      return;
    }
    const t = window.setTimeout(run, AUTOSAVE_MS);
    return () => window.clearTimeout(t);
  }, [enabled, active, revision, savedRevision, status]);
  return useCallback(() => saveNow(created.current), []);
}
