import { lowDpiLayers } from '@podbench/design';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '@/shared/request/request';
import { saveDesign } from '../api/save-design';
import { markSaved, markSaveFailed, markSaving, useDesignerStore } from '../store/designer-store';

const AUTOSAVE_MS = 1_500;

/** Saves the editor's document with the version it was loaded at; a 409 stops autosave until the user reloads. */
export async function saveNow(onCreated?: (id: number) => void): Promise<boolean> {
  const s = useDesignerStore.getState();
  if (!s.doc || s.saveStatus === 'saving') return false;
  const revision = s.revision;
  const created = s.designId === null;
  markSaving();
  try {
    const result = await saveDesign({
      id: s.designId ?? undefined,
      name: s.name,
      productId: s.doc.productId,
      document: s.doc,
      version: s.version,
    });
    markSaved(result, revision);
    if (created) onCreated?.(result.id);
    return true;
  } catch (err) {
    markSaveFailed(err instanceof ApiError && err.code === 409);
    return false;
  }
}

/** Image layers that would print below 150 DPI, by the originals' sizes. */
export function lowDpiCount(): number {
  const { doc, images } = useDesignerStore.getState();
  if (!doc) return 0;
  const sizes = new Map(Object.values(images).map((i) => [i.id, { width: i.width, height: i.height }]));
  return lowDpiLayers(doc, sizes).length;
}

/**
 * Debounced autosave: waits for a quiet moment after the last change (a new design is created by its first
 * change), never while a save is in flight, and never after a conflict (the user reloads to see the other edit).
 */
export function useAutosave(enabled: boolean, onCreated?: (id: number) => void) {
  const revision = useDesignerStore((s) => s.revision);
  const savedRevision = useDesignerStore((s) => s.savedRevision);
  const status = useDesignerStore((s) => s.saveStatus);
  const created = useRef(onCreated);
  created.current = onCreated;
  useEffect(() => {
    if (!enabled || revision === 0 || revision === savedRevision || status === 'saving' || status === 'conflict')
      return;
    const t = window.setTimeout(() => void saveNow(created.current), AUTOSAVE_MS);
    return () => window.clearTimeout(t);
  }, [enabled, revision, savedRevision, status]);
  return useCallback(() => saveNow(created.current), []);
}
