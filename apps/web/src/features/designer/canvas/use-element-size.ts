import { useEffect, useRef, useState } from 'react';

/**
 * The element's content size, kept current with a ResizeObserver. A hidden element (its kept-alive page is behind
 * another tab: display none) measures 0 × 0; the last real size is kept so the canvas is not torn down meanwhile.
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (width === 0 && height === 0) return;
      setSize({ width: Math.round(width), height: Math.round(height) });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, ...size };
}
