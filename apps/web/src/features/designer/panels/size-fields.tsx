import { LinkOutlined } from '@ant-design/icons';
import type { Layer } from '@podbench/design';
import { Button, Tooltip } from 'antd';
import { patchLayer } from '../model/selection-ops';
import { isRatioLocked, setRatioLock, useDesignerStore } from '../store/designer-store';
import { NumField } from './num-field';
import styles from './panels.module.css';

type BoxLayer = Exclude<Layer, { type: 'group' }>;

/**
 * 宽 / 高 with a 锁定比例 toggle between them (on by default for images): locked, typing one size sets the other
 * from the layer's current proportions, so the artwork is never stretched by a typed number. The top-left corner
 * stays where it is, as it does for every typed X/Y/size. Text has no lock: its height follows its lines.
 */
export function SizeFields({ layer }: { layer: BoxLayer }) {
  const locks = useDesignerStore((s) => s.ratioLocks);
  const text = layer.type === 'text';
  const locked = !text && isRatioLocked(layer, locks);
  const ratio = layer.height / layer.width;
  const setWidth = (width: number) =>
    patchLayer(layer.id, locked ? { width, height: width * ratio } : { width }, locked ? 'wh' : 'w');
  const setHeight = (height: number) =>
    patchLayer(layer.id, locked ? { height, width: height / ratio } : { height }, locked ? 'wh' : 'h');
  return (
    <div className={`${styles.full} ${styles.sizeRow}`}>
      <NumField label="宽" value={layer.width} min={1} disabled={layer.locked} onChange={setWidth} />
      {!text && (
        <Tooltip title={locked ? '已锁定比例：改宽或高时另一边随之变化' : '未锁定比例：宽和高分别修改'}>
          <Button
            size="small"
            className={styles.ratioLock}
            aria-label="锁定比例"
            aria-pressed={locked}
            type={locked ? 'primary' : 'text'}
            icon={<LinkOutlined />}
            onClick={() => setRatioLock(layer.id, !locked)}
          />
        </Tooltip>
      )}
      <NumField label="高" value={layer.height} min={1} disabled={layer.locked || text} onChange={setHeight} />
    </div>
  );
}
