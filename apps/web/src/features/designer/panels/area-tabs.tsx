import { Segmented } from 'antd';
import { setArea, setPreviewColor, useDesignerStore } from '../store/designer-store';
import styles from '../designer.module.css';

/** One tab per print area (front, back …) and the colour swatches the canvas previews live. */
export function AreaBar() {
  const doc = useDesignerStore((s) => s.doc);
  const product = useDesignerStore((s) => s.product);
  const areaKey = useDesignerStore((s) => s.areaKey);
  const color = useDesignerStore((s) => s.color);
  if (!doc) return null;
  const chosen = doc.colors.length ? doc.colors : (product?.colors.slice(0, 1).map((c) => c.name) ?? []);
  const swatches = product?.colors.filter((c) => chosen.includes(c.name)) ?? [];
  return (
    <div className={styles.areaBar}>
      <Segmented
        aria-label="印刷区域"
        value={areaKey}
        options={Object.entries(doc.areas).map(([key, a]) => ({ value: key, label: a.name || key }))}
        onChange={(v) => setArea(String(v))}
      />
      <fieldset className={styles.swatches} aria-label="预览颜色">
        {swatches.map((c) => (
          <button
            key={c.name}
            type="button"
            aria-pressed={c.name === color}
            aria-label={c.name}
            title={c.name}
            className={`${styles.swatch} ${c.name === color ? styles.swatchActive : ''}`}
            style={{ background: c.hex }}
            onClick={() => setPreviewColor(c.name)}
          />
        ))}
      </fieldset>
    </div>
  );
}
