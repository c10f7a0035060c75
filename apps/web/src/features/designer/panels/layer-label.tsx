import { AppstoreOutlined, BorderOutlined, FontSizeOutlined, PictureOutlined } from '@ant-design/icons';
import type { Layer } from '@podbench/design';
import type { EditorImage } from '../model/types';

const SHAPES: Record<string, string> = { rect: '矩形', ellipse: '椭圆', line: '直线', star: '星形', polygon: '多边形' };

/** What the layers panel calls a layer when the seller has not named it. */
export function layerLabel(layer: Layer, images: Record<number, EditorImage>): string {
  if (layer.name) return layer.name;
  switch (layer.type) {
    case 'text':
      return layer.content.replace(/\s+/g, ' ').slice(0, 24);
    case 'image':
      return images[layer.imageId]?.name ?? '图片';
    case 'shape':
      return SHAPES[layer.shape];
    case 'group':
      return `组（${layer.children.length}）`;
  }
}

export function LayerIcon({ layer }: { layer: Layer }) {
  if (layer.type === 'text') return <FontSizeOutlined />;
  if (layer.type === 'image') return <PictureOutlined />;
  if (layer.type === 'group') return <AppstoreOutlined />;
  return <BorderOutlined />;
}
