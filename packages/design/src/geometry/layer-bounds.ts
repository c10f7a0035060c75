import type { Layer } from '../schema/layers';
import { boundsOfPoints, boxCorners, type Point, type Rect, toParent } from './rect';

/**
 * The corners of everything a layer covers, in its parent's frame. Groups return their children's
 * corners carried through the group's transform, so nested rotations stay exact.
 */
export function layerCorners(layer: Layer): Point[] {
  if (layer.type !== 'group') return boxCorners(layer.x, layer.y, layer.width, layer.height, layer.rotation);
  const origin = { x: layer.x, y: layer.y };
  return layer.children.flatMap((child) => layerCorners(child).map((p) => toParent(p, origin, layer.rotation)));
}

/** Axis-aligned bounds of a layer (rotation and group nesting included) in its parent's frame. */
export function layerBounds(layer: Layer): Rect {
  const corners = layerCorners(layer);
  if (corners.length === 0) return { x: layer.x, y: layer.y, width: 0, height: 0 };
  return boundsOfPoints(corners);
}
