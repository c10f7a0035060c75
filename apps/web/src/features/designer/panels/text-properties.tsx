import { AlignCenterOutlined, AlignLeftOutlined, AlignRightOutlined } from '@ant-design/icons';
import {
  effectiveFontWeight,
  type FontFamily,
  fontHasBold,
  loadFontFace,
  type TextLayer,
  textLayerBox,
} from '@podbench/design';
import { Input, Segmented, Slider } from 'antd';
import { useRef, useState } from 'react';
import { patchLayer } from '../model/selection-ops';
import { ColorField } from './color-field';
import { FontPicker } from './font-picker';
import { NumField } from './num-field';
import styles from './panels.module.css';

/** Every text edit re-measures the layer's box (fonts are loaded by then; new glyphs are corrected after). */
function setText(layer: TextLayer, patch: Partial<TextLayer>, key: string) {
  const next = { ...layer, ...patch };
  patchLayer(layer.id, { ...patch, ...textLayerBox(next) }, key);
}

/**
 * A new family is applied once the glyphs the layer's text needs are in (a few subsets): one edit measured with the
 * real face, instead of an edit measured with the fallback and a second one correcting the box when the face
 * arrives (two canvas redraws and two autosaves).
 */
function useApplyFamily(layer: TextLayer) {
  const latest = useRef(layer);
  latest.current = layer;
  const [pending, setPending] = useState<FontFamily | null>(null);
  const apply = (fontFamily: FontFamily) => {
    const chosen = latest.current;
    setPending(fontFamily);
    loadFontFace(fontFamily, chosen.content, effectiveFontWeight(fontFamily, chosen.fontWeight))
      .catch(() => undefined)
      .then(() => {
        setPending((p) => (p === fontFamily ? null : p));
        const now = latest.current.id === chosen.id ? latest.current : chosen;
        setText(now, { fontFamily }, 'font');
      });
  };
  return { pending, apply };
}

export function TextProperties({ layer }: { layer: TextLayer }) {
  const family = useApplyFamily(layer);
  return (
    <div className={styles.grid}>
      <div className={`${styles.field} ${styles.full}`}>
        <span className={styles.fieldLabel}>文字内容</span>
        <Input.TextArea
          aria-label="文字内容"
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={500}
          value={layer.content}
          onChange={(e) => e.target.value.length > 0 && setText(layer, { content: e.target.value }, 'content')}
        />
      </div>
      <div className={`${styles.field} ${styles.full}`}>
        <span className={styles.fieldLabel}>字体</span>
        <FontPicker
          value={family.pending ?? layer.fontFamily}
          loading={family.pending !== null}
          onChange={family.apply}
        />
      </div>
      <NumField
        label="字号"
        value={layer.fontSize}
        min={1}
        max={5000}
        onChange={(fontSize) => setText(layer, { fontSize }, 'size')}
      />
      <div className={styles.field}>
        <span className={styles.fieldLabel}>字重</span>
        <Segmented
          size="small"
          value={effectiveFontWeight(layer.fontFamily, layer.fontWeight)}
          options={[
            { value: 400, label: '常规' },
            // A family without a bold face prints regular; the stored weight comes back with a family that has one.
            { value: 700, label: '粗体', disabled: !fontHasBold(layer.fontFamily) },
          ]}
          onChange={(v) => setText(layer, { fontWeight: v as 400 | 700 }, 'weight')}
        />
      </div>
      <ColorField label="填充" value={layer.fill} onChange={(fill) => fill && patchLayer(layer.id, { fill }, 'fill')} />
      <ColorField
        label="描边"
        allowClear
        value={layer.stroke}
        onChange={(stroke) =>
          setText(
            layer,
            { stroke, strokeWidth: stroke ? Math.max(layer.strokeWidth, layer.fontSize / 30) : 0 },
            'stroke',
          )
        }
      />
      <NumField
        label="描边宽度"
        value={layer.strokeWidth}
        min={0}
        max={1000}
        onChange={(strokeWidth) => setText(layer, { strokeWidth }, 'strokeW')}
      />
      <NumField
        label="字间距"
        value={layer.letterSpacing}
        min={-1000}
        max={5000}
        onChange={(letterSpacing) => setText(layer, { letterSpacing }, 'spacing')}
      />
      <NumField
        label="行高"
        value={layer.lineHeight}
        min={0.5}
        max={5}
        step={0.1}
        onChange={(lineHeight) => setText(layer, { lineHeight }, 'lh')}
      />
      <div className={styles.field}>
        <span className={styles.fieldLabel}>对齐</span>
        <Segmented
          size="small"
          value={layer.align}
          options={[
            { value: 'left', icon: <AlignLeftOutlined />, title: '左对齐' },
            { value: 'center', icon: <AlignCenterOutlined />, title: '居中' },
            { value: 'right', icon: <AlignRightOutlined />, title: '右对齐' },
          ]}
          onChange={(v) => setText(layer, { align: v as TextLayer['align'] }, 'align')}
        />
      </div>
      <div className={`${styles.field} ${styles.full}`}>
        <span className={styles.fieldLabel}>弯曲 {Math.round(layer.curve)}°</span>
        <Slider
          min={-360}
          max={360}
          value={layer.curve}
          aria-label="弯曲角度"
          onChange={(curve) => setText(layer, { curve }, 'curve')}
        />
      </div>
    </div>
  );
}
