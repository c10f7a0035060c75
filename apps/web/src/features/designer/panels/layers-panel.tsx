import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Empty, Tooltip } from 'antd';
import { useState } from 'react';
import { moveLayerTo } from '../model/layer-tree';
import { patchLayer } from '../model/selection-ops';
import { changeDoc, select, useDesignerStore } from '../store/designer-store';
import styles from './panels.module.css';
import { LayerIcon, layerLabel } from './layer-label';
import { LayerActions } from './layer-actions';

/** Top layer first, as design tools list them; drag a row to restack it. */
export function LayersPanel() {
  const doc = useDesignerStore((s) => s.doc);
  const areaKey = useDesignerStore((s) => s.areaKey);
  const selection = useDesignerStore((s) => s.selection);
  const images = useDesignerStore((s) => s.images);
  const [dragging, setDragging] = useState<string | null>(null);
  const layers = doc?.areas[areaKey]?.layers ?? [];
  const rows = [...layers].reverse();

  const onDrop = (targetId: string) => {
    if (!dragging || dragging === targetId) return;
    const index = layers.findIndex((l) => l.id === targetId);
    changeDoc((d) => moveLayerTo(d, areaKey, dragging, index));
    setDragging(null);
  };

  return (
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <span>图层</span>
        <span className={styles.muted}>{layers.length}</span>
      </div>
      <LayerActions />
      {rows.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有图层：从左侧添加图片或文字" />
      )}
      <ul className={styles.layerList} aria-label="图层列表">
        {rows.map((layer) => (
          <li
            key={layer.id}
            className={`${styles.layerRow} ${selection.includes(layer.id) ? styles.layerRowActive : ''}`}
            draggable
            onDragStart={() => setDragging(layer.id)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => onDrop(layer.id)}
            onClick={(e) =>
              select(
                e.shiftKey
                  ? selection.includes(layer.id)
                    ? selection.filter((s) => s !== layer.id)
                    : [...selection, layer.id]
                  : [layer.id],
              )
            }
          >
            <span className={styles.layerIcon}>
              <LayerIcon layer={layer} />
            </span>
            <span className={`${styles.layerName} ${layer.hidden ? styles.muted : ''}`}>
              {layerLabel(layer, images)}
            </span>
            <Tooltip title={layer.hidden ? '显示' : '隐藏'}>
              <Button
                size="small"
                type="text"
                aria-label={layer.hidden ? '显示图层' : '隐藏图层'}
                icon={layer.hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                onClick={(e) => {
                  e.stopPropagation();
                  patchLayer(layer.id, { hidden: !layer.hidden });
                }}
              />
            </Tooltip>
            <Tooltip title={layer.locked ? '解锁' : '锁定'}>
              <Button
                size="small"
                type="text"
                aria-label={layer.locked ? '解锁图层' : '锁定图层'}
                icon={layer.locked ? <LockOutlined /> : <UnlockOutlined />}
                onClick={(e) => {
                  e.stopPropagation();
                  patchLayer(layer.id, { locked: !layer.locked });
                }}
              />
            </Tooltip>
          </li>
        ))}
      </ul>
    </div>
  );
}
