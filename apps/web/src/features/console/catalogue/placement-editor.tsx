import type { PlacementRect } from '@podbench/contract';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { type Bounds, type Handle, moveRect, resizeRect } from './placement-geometry';
import styles from './placement-editor.module.css';

export interface EditorArea {
  key: string;
  name: string;
  colour: string;
  /** Width / height of the print area: a resize keeps it unless `free` is on. */
  aspect: number;
  rect: PlacementRect | null;
  /** Wrapped round a cylinder (a mug's body): shown as its box, never dragged, resized or nudged. */
  wrap?: boolean;
}

interface Drag {
  key: string;
  handle: Handle | 'move';
  startX: number;
  startY: number;
  start: PlacementRect;
}

const HANDLES: Handle[] = ['nw', 'ne', 'sw', 'se'];

/**
 * The mockup photo with one rectangle per placed print area: drag a rectangle to move it, a corner to resize it
 * (keeping the area's proportions unless `free`). Everything is in the view's own pixels; the screen scale is only
 * for drawing and for turning pointer movements back into view pixels.
 */
export function PlacementEditor({
  imageUrl,
  bounds,
  areas,
  activeKey,
  free,
  onSelect,
  onChange,
}: {
  imageUrl: string;
  bounds: Bounds;
  areas: EditorArea[];
  activeKey: string | null;
  free: boolean;
  onSelect: (key: string) => void;
  onChange: (key: string, rect: PlacementRect) => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const drag = useRef<Drag | null>(null);

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => setScale(el.clientWidth / bounds.width);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [bounds.width]);

  const begin = (e: ReactPointerEvent, area: EditorArea, handle: Handle | 'move') => {
    if (!area.rect || area.wrap || e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    onSelect(area.key);
    drag.current = { key: area.key, handle, startX: e.clientX, startY: e.clientY, start: area.rect };
  };
  const track = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d || !scale) return;
    const dx = (e.clientX - d.startX) / scale;
    const dy = (e.clientY - d.startY) / scale;
    const area = areas.find((a) => a.key === d.key);
    const next =
      d.handle === 'move'
        ? moveRect(d.start, dx, dy, bounds)
        : resizeRect(d.start, d.handle, dx, dy, bounds, free ? null : (area?.aspect ?? null));
    onChange(d.key, next);
  };
  const end = () => {
    drag.current = null;
  };

  return (
    <div
      ref={stage}
      className={styles.stage}
      data-testid="placement-stage"
      style={{ aspectRatio: `${bounds.width} / ${bounds.height}` }}
    >
      <img className={styles.image} src={imageUrl} alt="样机图" draggable={false} />
      {scale > 0 &&
        areas.map((a) =>
          a.rect ? (
            <div
              key={a.key}
              role="slider"
              tabIndex={0}
              aria-label={`印刷区域 ${a.name}`}
              aria-valuetext={`x ${a.rect.x}, y ${a.rect.y}, 宽 ${a.rect.width}, 高 ${a.rect.height}`}
              aria-valuenow={a.rect.x}
              data-area={a.key}
              className={`${styles.rect} ${a.key === activeKey ? styles.active : ''}`}
              style={
                {
                  '--area-colour': a.colour,
                  left: a.rect.x * scale,
                  top: a.rect.y * scale,
                  width: a.rect.width * scale,
                  height: a.rect.height * scale,
                } as React.CSSProperties
              }
              onPointerDown={(e) => begin(e, a, 'move')}
              onPointerMove={track}
              onPointerUp={end}
              onPointerCancel={end}
              onKeyDown={(e) => {
                const step = e.shiftKey ? 10 : 1;
                const by: Record<string, [number, number]> = {
                  ArrowLeft: [-step, 0],
                  ArrowRight: [step, 0],
                  ArrowUp: [0, -step],
                  ArrowDown: [0, step],
                };
                const move = by[e.key];
                if (!move || !a.rect || a.wrap) return;
                e.preventDefault();
                onChange(a.key, moveRect(a.rect, move[0], move[1], bounds));
              }}
            >
              <span
                className={styles.label}
                style={a.rect.y * scale < 24 ? { top: 'auto', bottom: -22, borderRadius: '0 0 3px 3px' } : undefined}
              >
                {a.wrap ? `${a.name}（环绕）` : a.name}
              </span>
              {a.key === activeKey &&
                !a.wrap &&
                HANDLES.map((h) => (
                  <span
                    key={h}
                    data-handle={h}
                    className={`${styles.handle} ${styles[h]}`}
                    onPointerDown={(e) => begin(e, a, h)}
                    onPointerMove={track}
                    onPointerUp={end}
                    onPointerCancel={end}
                  />
                ))}
            </div>
          ) : null,
        )}
    </div>
  );
}
