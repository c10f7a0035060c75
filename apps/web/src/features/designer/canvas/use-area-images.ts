import type { Layer, SceneResources } from '@podbench/design';
import { walkLayers } from '@podbench/design';
import { useEffect, useMemo, useState } from 'react';
import type { EditorImage } from '../model/types';
import { cachedImage, loadImage } from './image-cache';

/**
 * Resolves image layers to their loaded previews and counts arrivals, so the nodes of images that were still
 * loading (drawn as placeholders) are rebuilt when they come in.
 */
export function useAreaImages(layers: readonly Layer[], images: Record<number, EditorImage>) {
  const [version, setVersion] = useState(1);
  const srcs = useMemo(() => {
    const out = new Set<string>();
    walkLayers(layers, (l) => {
      if (l.type === 'image' && images[l.imageId]) out.add(images[l.imageId].src);
    });
    return [...out].sort().join('\n');
  }, [layers, images]);
  useEffect(() => {
    let live = true;
    for (const src of srcs.split('\n').filter(Boolean)) {
      if (cachedImage(src)) continue;
      loadImage(src).then(
        () => live && setVersion((v) => v + 1),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [srcs]);
  // A new resolver object after each arrival, so the canvas rebuilds the nodes that drew placeholders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks new arrivals in the shared cache
  const resources: SceneResources = useMemo(
    () => ({ image: (id) => (images[id] ? cachedImage(images[id].src) : undefined) }),
    [images, version],
  );
  return { resources, version };
}
