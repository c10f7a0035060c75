import { buildLayerNode, type Layer, type SceneResources, walkLayers } from '@podbench/design';
import type Konva from 'konva';

interface Entry {
  layer: Layer;
  node: Konva.Node;
  imagesVersion: number;
  fontsVersion: number;
}

const contains = (layer: Layer, type: Layer['type']) => {
  let hit = false;
  walkLayers([layer], (l) => {
    if (l.type === type) hit = true;
  });
  return hit;
};

/**
 * Keeps the Konva nodes of one area in step with its layers, through the very scene builder the server prints
 * with (`buildLayerNode`). The document is immutable, so a layer object that did not change keeps its node; only
 * edited layers (and image layers whose preview just arrived, text after new glyphs loaded) are rebuilt.
 */
export class LayerNodes {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly group: Konva.Group,
    private readonly decorate: (node: Konva.Node, layer: Layer) => void,
  ) {}

  sync(layers: readonly Layer[], resources: SceneResources, imagesVersion: number, fontsVersion: number) {
    const seen = new Set<string>();
    for (const layer of layers) {
      seen.add(layer.id);
      const prev = this.entries.get(layer.id);
      const stale =
        !prev ||
        prev.layer !== layer ||
        (prev.imagesVersion !== imagesVersion && contains(layer, 'image')) ||
        (prev.fontsVersion !== fontsVersion && contains(layer, 'text'));
      if (!stale) {
        prev.node.moveToTop();
        continue;
      }
      prev?.node.destroy();
      const node = buildLayerNode(layer, resources, { imagePlaceholders: true, includeHidden: true });
      if (!node) {
        this.entries.delete(layer.id);
        continue;
      }
      this.decorate(node, layer);
      this.group.add(node as Konva.Group);
      this.entries.set(layer.id, { layer, node, imagesVersion, fontsVersion });
    }
    for (const [id, e] of this.entries) {
      if (seen.has(id)) continue;
      e.node.destroy();
      this.entries.delete(id);
    }
  }

  node(id: string): Konva.Node | undefined {
    return this.entries.get(id)?.node;
  }

  layer(id: string): Layer | undefined {
    return this.entries.get(id)?.layer;
  }

  destroy() {
    for (const e of this.entries.values()) e.node.destroy();
    this.entries.clear();
  }
}
