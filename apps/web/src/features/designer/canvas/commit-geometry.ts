import type { Layer } from '@podbench/design';
import type Konva from 'konva';

/**
 * What a Transformer did to a node, as a layer patch. Flips live in the layer (scale −1 with an offset of the box),
 * so only the scale's magnitude is the user's resize. Text scales its type uniformly from a corner and re-wraps
 * from a side; groups never scale (the schema's rule), they only move and turn.
 */
export function transformPatch(layer: Layer, node: Konva.Node): Partial<Layer> {
  const sx = Math.abs(node.scaleX());
  const sy = Math.abs(node.scaleY());
  const moved = { x: node.x(), y: node.y(), rotation: normalise(node.rotation()) };
  if (layer.type === 'group') return moved;
  if (layer.type === 'text') {
    if (Math.abs(sx - sy) > 1e-3) return { ...moved, width: Math.max(1, layer.width * sx) };
    return {
      ...moved,
      width: layer.width * sx,
      height: layer.height * sx,
      fontSize: Math.max(1, layer.fontSize * sx),
      letterSpacing: layer.letterSpacing * sx,
      strokeWidth: layer.strokeWidth * sx,
    };
  }
  return { ...moved, width: Math.max(1, layer.width * sx), height: Math.max(1, layer.height * sy) };
}

/** Degrees in (−180, 180], as the schema bounds them. */
export const normalise = (deg: number) => {
  const r = ((deg % 360) + 360) % 360;
  return Math.round((r > 180 ? r - 360 : r) * 100) / 100;
};
