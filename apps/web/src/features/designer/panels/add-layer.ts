import type { ShapeKind } from '@podbench/design';
import { addLayers } from '../model/layer-tree';
import { imageLayer, shapeLayer, textLayer } from '../model/layer-factory';
import type { EditorImage } from '../model/types';
import { addImages, changeDoc, useDesignerStore } from '../store/designer-store';

/** New layers go on top of the current area, selected. */
function add(make: (area: NonNullable<ReturnType<typeof currentArea>>) => Parameters<typeof addLayers>[2][number]) {
  const area = currentArea();
  if (!area) return;
  const layer = make(area);
  changeDoc((d) => addLayers(d, useDesignerStore.getState().areaKey, [layer]), { select: [layer.id] });
}

const currentArea = () => {
  const { doc, areaKey } = useDesignerStore.getState();
  return doc?.areas[areaKey];
};

export function addImageLayer(image: EditorImage) {
  addImages([image]);
  add((area) => imageLayer(area, image.id, image.width, image.height, image.name));
}

export const addTextLayer = (content?: string) => add((area) => textLayer(area, content));
export const addShapeLayer = (shape: ShapeKind) => add((area) => shapeLayer(area, shape));
