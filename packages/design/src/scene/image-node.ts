import Konva from 'konva';
import type { ImageConfig, Image as KonvaImage } from 'konva/lib/shapes/Image';
import type { Rect as KonvaRect, RectConfig } from 'konva/lib/shapes/Rect';
import type { ImageLayer } from '../schema/layers';
import { placementAttrs } from './placement';
import type { ImageSource } from './resources';

/** Attributes for `<Image>` in react-konva or `new Konva.Image` alike. */
export function imageLayerAttrs(layer: ImageLayer, image: ImageSource | undefined): ImageConfig {
  return {
    ...placementAttrs(layer, layer.width, layer.height, layer.flipX, layer.flipY),
    image,
    width: layer.width,
    height: layer.height,
  };
}

/** Stand-in for an image that is still loading in the editor: same box, so selection and snapping work. */
export function imagePlaceholderAttrs(layer: ImageLayer): RectConfig {
  return {
    ...placementAttrs(layer, layer.width, layer.height, layer.flipX, layer.flipY),
    width: layer.width,
    height: layer.height,
    fill: '#e5e7eb',
    stroke: '#9ca3af',
    strokeWidth: Math.max(1, Math.min(layer.width, layer.height) / 200),
    dash: [8, 8],
    strokeScaleEnabled: false,
  };
}

export function buildImageNode(
  layer: ImageLayer,
  image: ImageSource | undefined,
  placeholder: boolean,
): KonvaImage | KonvaRect | null {
  if (image) return new Konva.Image(imageLayerAttrs(layer, image));
  return placeholder ? new Konva.Rect(imagePlaceholderAttrs(layer)) : null;
}
