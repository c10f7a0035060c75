import Konva from 'konva';
import type { Shape as KonvaShape } from 'konva/lib/Shape';
import type { ShapeLayer } from '../schema/layers';
import { placementAttrs } from './placement';

/** Vertices of a star or regular polygon inscribed in the box's ellipse, first point straight up. */
export function shapePoints(layer: ShapeLayer): number[] {
  const { width: w, height: h } = layer;
  const star = layer.shape === 'star';
  const count = star ? layer.points * 2 : layer.sides;
  const points: number[] = [];
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / count;
    const ratio = star && i % 2 === 1 ? layer.innerRatio : 1;
    points.push(w / 2 + (Math.cos(angle) * w * ratio) / 2, h / 2 + (Math.sin(angle) * h * ratio) / 2);
  }
  return points;
}

function paintAttrs(layer: ShapeLayer) {
  const stroked = layer.stroke !== null && layer.strokeWidth > 0;
  return {
    fill: layer.fill ?? undefined,
    stroke: stroked ? (layer.stroke ?? undefined) : undefined,
    strokeWidth: stroked ? layer.strokeWidth : 0,
  };
}

/**
 * One Konva shape per layer, drawn in the layer's box frame. Konva's Ellipse is centred on its
 * origin, so its offset is shifted by half the box; mirroring is a no-op for it anyway.
 */
export function buildShapeNode(layer: ShapeLayer): KonvaShape {
  const place = placementAttrs(layer, layer.width, layer.height, layer.flipX, layer.flipY);
  const paint = paintAttrs(layer);
  switch (layer.shape) {
    case 'rect':
      return new Konva.Rect({
        ...place,
        ...paint,
        width: layer.width,
        height: layer.height,
        cornerRadius: Math.min(layer.cornerRadius, layer.width / 2, layer.height / 2),
      });
    case 'ellipse':
      return new Konva.Ellipse({
        ...place,
        ...paint,
        radiusX: layer.width / 2,
        radiusY: layer.height / 2,
        offsetX: (place.offsetX ?? 0) - layer.width / 2,
        offsetY: (place.offsetY ?? 0) - layer.height / 2,
      });
    case 'line':
      // A line has no fill: its colour is the stroke, defaulting to the fill colour for convenience.
      return new Konva.Line({
        ...place,
        points: [0, layer.height / 2, layer.width, layer.height / 2],
        stroke: layer.stroke ?? layer.fill ?? '#000000',
        strokeWidth: layer.strokeWidth > 0 ? layer.strokeWidth : Math.max(1, layer.height),
        lineCap: 'round',
      });
    case 'star':
    case 'polygon':
      return new Konva.Line({ ...place, ...paint, points: shapePoints(layer), closed: true, lineJoin: 'round' });
  }
}
