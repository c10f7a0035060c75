import type { NodeConfig } from 'konva/lib/Node';
import type { Layer } from '../schema/layers';

/** Every layer node carries this Konva name, so the editor can `find('.design-layer')`. */
export const LAYER_NODE_NAME = 'design-layer';

/**
 * Konva attributes that place a layer: origin at (x, y), clockwise rotation about it, and flips that
 * mirror inside the layer's `width × height` box (scale −1 with an offset of the box size) so a flip
 * never moves the layer. Identical for editor and print, which is what keeps them in register.
 */
export function placementAttrs(layer: Layer, width: number, height: number, flipX = false, flipY = false): NodeConfig {
  return {
    id: layer.id,
    name: LAYER_NODE_NAME,
    x: layer.x,
    y: layer.y,
    rotation: layer.rotation,
    opacity: layer.opacity,
    visible: !layer.hidden,
    scaleX: flipX ? -1 : 1,
    scaleY: flipY ? -1 : 1,
    offsetX: flipX ? width : 0,
    offsetY: flipY ? height : 0,
  };
}
