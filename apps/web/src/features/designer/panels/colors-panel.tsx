import { Checkbox } from 'antd';
import { changeDoc, setPreviewColor, useDesignerStore } from '../store/designer-store';
import styles from './panels.module.css';

/** The blank's colours this design is offered in (mockups are rendered for each). */
export function ColorsPanel() {
  const doc = useDesignerStore((s) => s.doc);
  const product = useDesignerStore((s) => s.product);
  if (!doc || !product) return null;
  const toggle = (name: string, on: boolean) => {
    const next = on ? [...doc.colors, name] : doc.colors.filter((c) => c !== name);
    const ordered = product.colors.map((c) => c.name).filter((c) => next.includes(c));
    changeDoc((d) => ({ ...d, colors: ordered }));
    if (on) setPreviewColor(name);
  };
  return (
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <span>产品颜色</span>
        <span className={styles.muted}>已选 {doc.colors.length}</span>
      </div>
      <div className={styles.grid}>
        {product.colors.map((c) => (
          <Checkbox
            key={c.name}
            checked={doc.colors.includes(c.name)}
            onChange={(e) => toggle(c.name, e.target.checked)}
          >
            <span
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                borderRadius: 3,
                background: c.hex,
                border: '1px solid #d1d5db',
                marginRight: 6,
                verticalAlign: -1,
              }}
            />
            {c.name}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}
