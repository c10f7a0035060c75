import { useEffect } from 'react';
import {
  deleteSelection,
  duplicateSelection,
  groupSelection,
  nudgeSelection,
  redo,
  selectAll,
  undo,
} from '../model/selection-ops';
import { select, useDesignerStore } from '../store/designer-store';

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * Delete, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, Ctrl+D, Ctrl+G (group, or ungroup one group), Ctrl+A, Esc, and arrows
 * (1 px, Shift 10 px — in area pixels scaled so one press moves about one screen pixel). Off while typing in a field,
 * and off while the designer is not shown (kept alive behind another tab, where Delete belongs to that page).
 */
export function useShortcuts(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target)) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      let handled = true;
      if (key === 'delete' || key === 'backspace') deleteSelection();
      else if (mod && key === 'z' && e.shiftKey) redo();
      else if (mod && key === 'z') undo();
      else if (mod && key === 'y') redo();
      else if (mod && key === 'd') duplicateSelection();
      else if (mod && key === 'g') groupSelection();
      else if (mod && key === 'a') selectAll();
      else if (key === 'escape') select([]);
      else if (key.startsWith('arrow')) {
        const { doc, areaKey, zoom } = useDesignerStore.getState();
        const unit = Math.max(1, Math.round((doc?.areas[areaKey]?.widthPx ?? 1000) / 500 / zoom));
        const step = (e.shiftKey ? 10 : 1) * unit;
        const d = { arrowleft: [-step, 0], arrowright: [step, 0], arrowup: [0, -step], arrowdown: [0, step] }[key];
        if (d) nudgeSelection(d[0], d[1]);
      } else handled = false;
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
