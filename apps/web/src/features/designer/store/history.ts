import { applyPatches, diff, type Patch } from '../model/patches';

/** One undoable change: the patches that make it and the patches that take it back. */
export interface HistoryEntry {
  redo: Patch[];
  undo: Patch[];
  /** Consecutive changes with the same key (typing, nudging) within MERGE_MS undo as one step. */
  key: string | null;
  at: number;
}

export const HISTORY_LIMIT = 200;
const MERGE_MS = 1_000;

export function record<T>(past: HistoryEntry[], before: T, after: T, key: string | null, now: number): HistoryEntry[] {
  const redo = diff(before, after);
  if (!redo.length) return past;
  const undo = diff(after, before);
  const last = past[past.length - 1];
  if (key && last && last.key === key && now - last.at < MERGE_MS) {
    // The merged step undoes back to where the first of the run started.
    const merged: HistoryEntry = { redo: [...last.redo, ...redo], undo: [...undo, ...last.undo], key, at: now };
    return [...past.slice(0, -1), merged];
  }
  const next = [...past, { redo, undo, key, at: now }];
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next;
}

export const undoEntry = <T>(doc: T, e: HistoryEntry) => applyPatches(doc, e.undo);
export const redoEntry = <T>(doc: T, e: HistoryEntry) => applyPatches(doc, e.redo);
