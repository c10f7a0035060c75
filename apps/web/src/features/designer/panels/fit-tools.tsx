import {
  type FitMode,
  fitToArea,
  type ImageLayer,
  resizeAboutCentre,
  type ShapeLayer,
  sizeAtDpi,
} from '@podbench/design';
import { Button, Tooltip } from 'antd';
import { patchLayer } from '../model/selection-ops';
import { useDesignerStore } from '../store/designer-store';
import styles from './panels.module.css';

const DPI_STEPS = [300, 150] as const;

/**
 * 适合印刷区 / 铺满印刷区 (the layer's proportions, inside or covering the whole area, centred, upright) and, for
 * images, 按 300 / 150 DPI 最大尺寸: the largest size the original prints at that DPI, about the layer's centre.
 * Each is one undo step.
 */
export function FitTools({ layer }: { layer: ImageLayer | ShapeLayer }) {
  const area = useDesignerStore((s) => s.doc?.areas[s.areaKey]);
  const image = useDesignerStore((s) => (layer.type === 'image' ? s.images[layer.imageId] : undefined));
  if (!area) return null;
  const fitLayer = (mode: FitMode) => patchLayer(layer.id, { ...fitToArea(layer, area, mode), rotation: 0 });
  const atDpi = (dpi: number) => {
    if (!image) return;
    patchLayer(layer.id, resizeAboutCentre(layer, sizeAtDpi(image, area.dpi, dpi)));
  };
  return (
    <div className={styles.section} style={{ padding: '8px 0 0', borderBottom: 0 }}>
      <div className={styles.fieldLabel} style={{ marginBottom: 6 }}>
        印刷区
      </div>
      {/* Tooltips open away from the other row of buttons, never over one. */}
      <div className={styles.fitButtons}>
        <Tooltip title="保持比例，整个图层放进印刷区并居中">
          <Button size="small" disabled={layer.locked} onClick={() => fitLayer('fit')}>
            适合印刷区
          </Button>
        </Tooltip>
        <Tooltip title="保持比例，铺满整个印刷区并居中（超出部分不印刷）">
          <Button size="small" disabled={layer.locked} onClick={() => fitLayer('fill')}>
            铺满印刷区
          </Button>
        </Tooltip>
        {layer.type === 'image' &&
          DPI_STEPS.map((dpi) => (
            <Tooltip
              key={dpi}
              placement="bottom"
              title={
                image
                  ? `原图 ${image.width}×${image.height} 像素按 ${dpi} DPI 印刷时的最大尺寸，以图层中心缩放`
                  : '原图尺寸未知'
              }
            >
              <Button size="small" disabled={layer.locked || !image} onClick={() => atDpi(dpi)}>
                按 {dpi} DPI 最大尺寸
              </Button>
            </Tooltip>
          ))}
      </div>
    </div>
  );
}
