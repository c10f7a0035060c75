import { Button, Tabs } from 'antd';
import type { ShapeKind } from '@podbench/design';
import { addShapeLayer, addTextLayer } from './add-layer';
import { GalleryPicker } from './gallery-picker';
import { LocalPicker } from './local-picker';
import styles from './panels.module.css';

const SHAPES: Array<{ kind: ShapeKind; label: string; glyph: string }> = [
  { kind: 'rect', label: '矩形', glyph: '▭' },
  { kind: 'ellipse', label: '椭圆', glyph: '◯' },
  { kind: 'line', label: '直线', glyph: '―' },
  { kind: 'star', label: '星形', glyph: '☆' },
  { kind: 'polygon', label: '多边形', glyph: '⬡' },
];

/** The left panel: images (gallery, or the browser's files in /demo), text and shapes. */
export function AddPanel({ local }: { local: boolean }) {
  return (
    <Tabs
      size="small"
      centered
      items={[
        { key: 'image', label: '图片', children: local ? <LocalPicker /> : <GalleryPicker /> },
        {
          key: 'text',
          label: '文字',
          children: (
            <div className={styles.field}>
              <Button block type="primary" onClick={() => addTextLayer('双击编辑文字')}>
                添加文字
              </Button>
              <Button block onClick={() => addTextLayer('定制你的专属T恤')}>
                添加中文标题
              </Button>
              <Button block onClick={() => addTextLayer('MADE WITH LOVE')}>
                添加英文标语
              </Button>
            </div>
          ),
        },
        {
          key: 'shape',
          label: '形状',
          children: (
            <div className={styles.toolButtons}>
              {SHAPES.map((s) => (
                <Button
                  key={s.kind}
                  onClick={() => addShapeLayer(s.kind)}
                  aria-label={`添加${s.label}`}
                  style={{ height: 56 }}
                >
                  <span style={{ fontSize: 20 }}>{s.glyph}</span>
                </Button>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
