import { SwapOutlined } from '@ant-design/icons';
import { pxToMm } from '@podbench/design';
import { Button, Empty, Slider, Space, Tooltip } from 'antd';
import { patchLayer } from '../model/selection-ops';
import { useDesignerStore } from '../store/designer-store';
import { DpiBadge } from './dpi-badge';
import { NumField } from './num-field';
import styles from './panels.module.css';
import { FitTools } from './fit-tools';
import { ShapeProperties } from './shape-properties';
import { SizeFields } from './size-fields';
import { TextProperties } from './text-properties';

/** Position, size, rotation, flip and opacity of one selected layer, then what its type adds. */
export function PropertiesPanel() {
  const doc = useDesignerStore((s) => s.doc);
  const areaKey = useDesignerStore((s) => s.areaKey);
  const selection = useDesignerStore((s) => s.selection);
  const area = doc?.areas[areaKey];
  const layer = selection.length === 1 ? area?.layers.find((l) => l.id === selection[0]) : undefined;
  if (!area) return null;
  if (!layer) {
    return (
      <div className={styles.section}>
        <div className={styles.sectionHead}>{area.name || areaKey}</div>
        <p className={styles.muted}>
          {area.widthPx}×{area.heightPx} 像素 · {area.dpi} DPI · {Math.round(pxToMm(area.widthPx, area.dpi))}×
          {Math.round(pxToMm(area.heightPx, area.dpi))} mm
        </p>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            selection.length > 1 ? `已选择 ${selection.length} 个图层：可对齐、分布或编组` : '选择一个图层以编辑属性'
          }
        />
      </div>
    );
  }
  const set = (patch: Record<string, number | boolean>, key: string) => patchLayer(layer.id, patch, key);
  const box = layer.type !== 'group';
  const locked = layer.locked;
  return (
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <span>属性</span>
        {layer.type === 'image' && <DpiBadge layer={layer} />}
      </div>
      <div className={styles.grid}>
        <NumField label="X" value={layer.x} disabled={locked} onChange={(x) => set({ x }, 'x')} />
        <NumField label="Y" value={layer.y} disabled={locked} onChange={(y) => set({ y }, 'y')} />
        {box && <SizeFields layer={layer} />}
        <NumField
          label="旋转"
          value={layer.rotation}
          min={-360}
          max={360}
          suffix="°"
          disabled={locked}
          onChange={(rotation) => set({ rotation }, 'rot')}
        />
        {box && (
          <div className={styles.field}>
            <span className={styles.fieldLabel}>翻转</span>
            <Space size={4}>
              <Tooltip title="水平翻转">
                <Button
                  size="small"
                  aria-label="水平翻转"
                  type={layer.flipX ? 'primary' : 'default'}
                  icon={<SwapOutlined />}
                  onClick={() => set({ flipX: !layer.flipX }, 'fx')}
                />
              </Tooltip>
              <Tooltip title="垂直翻转">
                <Button
                  size="small"
                  aria-label="垂直翻转"
                  type={layer.flipY ? 'primary' : 'default'}
                  icon={<SwapOutlined rotate={90} />}
                  onClick={() => set({ flipY: !layer.flipY }, 'fy')}
                />
              </Tooltip>
            </Space>
          </div>
        )}
        <div className={`${styles.field} ${styles.full}`}>
          <span className={styles.fieldLabel}>不透明度 {Math.round(layer.opacity * 100)}%</span>
          <Slider
            min={0}
            max={100}
            value={Math.round(layer.opacity * 100)}
            aria-label="不透明度"
            onChange={(v) => set({ opacity: v / 100 }, 'opacity')}
          />
        </div>
      </div>
      {(layer.type === 'image' || layer.type === 'shape') && <FitTools layer={layer} />}
      {layer.type === 'text' && <TextProperties layer={layer} />}
      {layer.type === 'shape' && <ShapeProperties layer={layer} />}
    </div>
  );
}
