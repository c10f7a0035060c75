import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Transformer } from 'react-konva';
import { updateLayer } from '../model/layer-tree';
import { changeDoc, isRatioLocked, useDesignerStore } from '../store/designer-store';
import { transformPatch } from './commit-geometry';
import type { LayerNodes } from './layer-nodes';

const BRAND = '#7c3aed';
const TEXT_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'middle-left', 'middle-right'];

interface Props {
  nodes: React.RefObject<LayerNodes | null>;
  /** Changes whenever nodes were rebuilt, so the transformer re-attaches to the current ones. */
  generation: number;
  /** Told when a resize or rotation starts (true) and ends (false). */
  onGesture?: (active: boolean) => void;
}

/** Move/scale/rotate handles on the selected layers; the document changes once, when the gesture ends. */
export function SelectionTransformer({ nodes, generation, onGesture }: Props) {
  const ref = useRef<Konva.Transformer>(null);
  const selection = useDesignerStore((s) => s.selection);
  const doc = useDesignerStore((s) => s.doc);
  const areaKey = useDesignerStore((s) => s.areaKey);
  const ratioLocks = useDesignerStore((s) => s.ratioLocks);
  const layers = doc?.areas[areaKey]?.layers ?? [];
  const picked = layers.filter((l) => selection.includes(l.id) && !l.locked && !l.hidden);
  const onlyText = picked.length === 1 && picked[0].type === 'text';
  const noResize = picked.some((l) => l.type === 'group');

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation marks rebuilt nodes
  useEffect(() => {
    const tr = ref.current;
    if (!tr) return;
    const list = picked.map((l) => nodes.current?.node(l.id)).filter((n): n is Konva.Node => Boolean(n));
    tr.nodes(list);
    tr.getLayer()?.batchDraw();
  }, [picked.map((l) => l.id).join(','), generation, nodes]);

  const onTransformEnd = () => {
    onGesture?.(false);
    const tr = ref.current;
    if (!tr) return;
    const patches = tr.nodes().flatMap((node) => {
      const layer = nodes.current?.layer(node.id());
      return layer ? [{ id: layer.id, patch: transformPatch(layer, node) }] : [];
    });
    changeDoc((d) => patches.reduce((acc, p) => updateLayer(acc, areaKey, p.id, p.patch), d));
  };

  return (
    <Transformer
      ref={ref}
      rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
      rotationSnapTolerance={4}
      anchorStroke={BRAND}
      anchorFill="#ffffff"
      anchorSize={9}
      anchorCornerRadius={2}
      borderStroke={BRAND}
      borderStrokeWidth={1.5}
      flipEnabled={false}
      keepRatio={picked.some((l) => l.type === 'text' || isRatioLocked(l, ratioLocks))}
      resizeEnabled={!noResize}
      enabledAnchors={onlyText ? TEXT_ANCHORS : undefined}
      ignoreStroke
      onTransformStart={() => onGesture?.(true)}
      onTransformEnd={onTransformEnd}
    />
  );
}
