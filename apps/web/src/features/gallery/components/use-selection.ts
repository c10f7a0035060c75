import { useCallback, useRef, useState } from 'react';

/** Multi-select over the loaded images: click toggles, shift-click selects the run since the last click. */
export function useSelection(order: number[]) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const last = useRef<number | null>(null);
  const orderRef = useRef(order);
  orderRef.current = order;

  const toggle = useCallback((id: number, range: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      const ids = orderRef.current;
      if (range && last.current !== null && ids.includes(last.current)) {
        const [a, b] = [ids.indexOf(last.current), ids.indexOf(id)].sort((x, y) => x - y);
        for (const i of ids.slice(a, b + 1)) next.add(i);
      } else if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      last.current = id;
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const selectAll = useCallback((all: boolean) => setSelected(all ? new Set(orderRef.current) : new Set()), []);
  return { selected, toggle, clear, selectAll };
}
