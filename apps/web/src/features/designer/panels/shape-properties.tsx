import type { ShapeLayer } from '@podbench/design';
import { patchLayer } from '../model/selection-ops';
import { ColorField } from './color-field';
import { NumField } from './num-field';
import styles from './panels.module.css';

export function ShapeProperties({ layer }: { layer: ShapeLayer }) {
  const set = (patch: Partial<ShapeLayer>, key: string) => patchLayer(layer.id, patch, key);
  return (
    <div className={styles.grid}>
      <ColorField label="填充" allowClear value={layer.fill} onChange={(fill) => set({ fill }, 'fill')} />
      <ColorField
        label="描边"
        allowClear
        value={layer.stroke}
        onChange={(stroke) => set({ stroke, strokeWidth: stroke ? Math.max(layer.strokeWidth, 8) : 0 }, 'stroke')}
      />
      <NumField
        label="描边宽度"
        value={layer.strokeWidth}
        min={0}
        max={1000}
        onChange={(strokeWidth) => set({ strokeWidth }, 'sw')}
      />
      {layer.shape === 'rect' && (
        <NumField
          label="圆角"
          value={layer.cornerRadius}
          min={0}
          onChange={(cornerRadius) => set({ cornerRadius }, 'radius')}
        />
      )}
      {layer.shape === 'star' && (
        <>
          <NumField
            label="角数"
            value={layer.points}
            min={3}
            max={24}
            onChange={(points) => set({ points: Math.round(points) }, 'points')}
          />
          <NumField
            label="内径比例"
            value={layer.innerRatio}
            min={0.05}
            max={0.95}
            step={0.05}
            onChange={(innerRatio) => set({ innerRatio }, 'inner')}
          />
        </>
      )}
      {layer.shape === 'polygon' && (
        <NumField
          label="边数"
          value={layer.sides}
          min={3}
          max={24}
          onChange={(sides) => set({ sides: Math.round(sides) }, 'sides')}
        />
      )}
    </div>
  );
}
