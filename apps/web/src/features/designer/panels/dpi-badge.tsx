import { LOW_DPI_THRESHOLD, effectiveDpi, type ImageLayer } from '@podbench/design';
import { Tag, Tooltip } from 'antd';
import { useDesignerStore } from '../store/designer-store';

/** The DPI this image prints at, as placed (judged by the original's pixels, not the preview's). */
export function DpiBadge({ layer }: { layer: ImageLayer }) {
  const image = useDesignerStore((s) => s.images[layer.imageId]);
  const areaDpi = useDesignerStore((s) => s.doc?.areas[s.areaKey]?.dpi ?? 300);
  if (!image) return null;
  const dpi = Math.round(effectiveDpi(areaDpi, image, layer));
  const low = dpi < LOW_DPI_THRESHOLD;
  return (
    <Tooltip
      title={
        low
          ? `低于 ${LOW_DPI_THRESHOLD} DPI，印刷会模糊：请缩小图片或换更高清的原图`
          : `原图 ${image.width}×${image.height} 像素`
      }
    >
      <Tag color={low ? 'error' : 'success'} data-testid="dpi-badge">
        {low ? '⚠ ' : ''}有效 {dpi} DPI
      </Tag>
    </Tooltip>
  );
}
