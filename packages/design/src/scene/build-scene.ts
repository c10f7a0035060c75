import Konva from 'konva';
import type { Group as KonvaGroup } from 'konva/lib/Group';
import type { Node as KonvaNode } from 'konva/lib/Node';
import { requireArea } from '../document/tree';
import type { DesignDocument } from '../schema/document';
import type { Layer } from '../schema/layers';
import { buildImageNode } from './image-node';
import { LAYER_NODE_NAME } from './placement';
import type { SceneOptions, SceneResources } from './resources';
import { buildShapeNode } from './shape-node';
import { buildTextNode } from './text-node';

/** Builds the Konva node for one layer (groups recursively); null when there is nothing to draw. */
export function buildLayerNode(layer: Layer, resources: SceneResources, options: SceneOptions = {}): KonvaNode | null {
  if (layer.hidden && !options.includeHidden) return null;
  switch (layer.type) {
    case 'image':
      return buildImageNode(layer, resources.image(layer.imageId), options.imagePlaceholders ?? false);
    case 'text':
      return buildTextNode(layer);
    case 'shape':
      return buildShapeNode(layer);
    case 'group': {
      const group = new Konva.Group({
        id: layer.id,
        name: LAYER_NODE_NAME,
        x: layer.x,
        y: layer.y,
        rotation: layer.rotation,
        opacity: layer.opacity,
        visible: !layer.hidden,
      });
      addLayers(group, layer.children, resources, options);
      return group;
    }
  }
}

function addLayers(parent: KonvaGroup, layers: readonly Layer[], resources: SceneResources, options: SceneOptions) {
  for (const layer of layers) {
    const node = buildLayerNode(layer, resources, options);
    // Konva's Container.add is typed for Group | Shape; every node built here is one of those.
    if (node) parent.add(node as KonvaGroup);
  }
}

/**
 * THE scene for one print area: a Konva group in area-pixel coordinates with the layers in paint
 * order (first = bottom), clipped to the area. The editor adds it to its own stage (scaled onto the
 * mockup); the server draws it onto a canvas of the area's pixel size. Same nodes, same pixels.
 */
export function buildAreaScene(
  doc: DesignDocument,
  areaKey: string,
  resources: SceneResources,
  options: SceneOptions = {},
): KonvaGroup {
  const area = requireArea(doc, areaKey);
  const clip = options.clip ?? true;
  const root = new Konva.Group({
    name: 'design-area',
    ...(clip ? { clipX: 0, clipY: 0, clipWidth: area.widthPx, clipHeight: area.heightPx } : {}),
  });
  addLayers(root, area.layers, resources, options);
  return root;
}
