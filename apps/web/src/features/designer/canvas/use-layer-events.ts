import { type Layer, layerBounds, snapCandidates, type SnapLines, snapRect, translateLayers } from '@podbench/design';
import type Konva from 'konva';
import { useCallback, useMemo, useRef } from 'react';
import { changeDoc, select, setGuides, useDesignerStore } from '../store/designer-store';

/** Screen pixels within which a moving layer snaps to a guide, whatever the zoom. */
const SNAP_PX = 6;

/** The top-level layer node under an event target (clicking inside a group picks the group). */
export function topLevelNode(target: Konva.Node, content: Konva.Group | null): Konva.Node | null {
  let n: Konva.Node | null = target;
  while (n && n.getParent() !== content) n = n.getParent();
  return n;
}

/**
 * Click, drag and snap for the layers' nodes. Dragging changes only Konva nodes (no store writes per frame, so a
 * 100-layer design drags smoothly); the document changes once, on drop.
 */
export function useLayerEvents(content: React.RefObject<Konva.Group | null>, scale: () => number) {
  const lines = useRef<SnapLines | null>(null);

  const onPointerDown = useCallback(
    (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
      const node = topLevelNode(e.target, content.current);
      if (!node) return;
      const id = node.id();
      const { selection } = useDesignerStore.getState();
      const additive = 'shiftKey' in e.evt && (e.evt.shiftKey || e.evt.metaKey || e.evt.ctrlKey);
      if (additive) select(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
      else if (!selection.includes(id)) select([id]);
    },
    [content],
  );

  const onDragStart = useCallback(() => {
    const { doc, areaKey, selection } = useDesignerStore.getState();
    lines.current = doc && selection.length === 1 ? snapCandidates(doc, areaKey, selection) : null;
  }, []);

  const onDragMove = useCallback(
    (e: Konva.KonvaEventObject<DragEvent>, layer: Layer) => {
      if (!lines.current) return;
      const node = e.target;
      const rect = layerBounds({ ...layer, x: node.x(), y: node.y() } as Layer);
      const snap = snapRect(rect, lines.current, SNAP_PX / scale());
      node.position({ x: node.x() + snap.dx, y: node.y() + snap.dy });
      setGuides(snap.guides);
    },
    [scale],
  );

  const onDragEnd = useCallback(() => {
    setGuides({ x: [], y: [] });
    const { doc, areaKey, selection } = useDesignerStore.getState();
    const group = content.current;
    if (!doc || !group) return;
    const offsets = new Map<string, { dx: number; dy: number }>();
    for (const layer of doc.areas[areaKey].layers) {
      const node = group.findOne(`#${layer.id}`);
      if (!node || !selection.includes(layer.id)) continue;
      offsets.set(layer.id, { dx: node.x() - layer.x, dy: node.y() - layer.y });
    }
    changeDoc((d) => translateLayers(d, areaKey, offsets));
  }, [content]);

  return useMemo(
    () => ({ onPointerDown, onDragStart, onDragMove, onDragEnd }),
    [onPointerDown, onDragStart, onDragMove, onDragEnd],
  );
}
