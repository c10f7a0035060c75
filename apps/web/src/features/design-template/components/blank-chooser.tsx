import { DESIGN_BATCH_MAX, type ProductCard } from '@podbench/contract';
import { Checkbox, Select, Spin } from 'antd';
import { useBlanks } from '../api/templates';
import styles from '../design-template.module.css';

export interface BlankTarget {
  productId: number;
  color: string;
  /** For the progress list while the batch is made. */
  name: string;
}

/** Several blanks, each with one colour; at most DESIGN_BATCH_MAX. */
export function BlankChooser({ value, onChange }: { value: BlankTarget[]; onChange: (v: BlankTarget[]) => void }) {
  const blanks = useBlanks();
  if (blanks.isLoading) return <Spin />;
  const rows = blanks.data?.rows ?? [];
  const chosen = (p: ProductCard) => value.find((v) => v.productId === p.id);
  const toggle = (p: ProductCard, on: boolean) =>
    onChange(
      on
        ? [...value, { productId: p.id, color: p.colors[0]?.name ?? '', name: p.name }]
        : value.filter((v) => v.productId !== p.id),
    );
  return (
    <div className={styles.blanks}>
      {rows.map((p) => {
        const target = chosen(p);
        return (
          <div key={p.id} className={`${styles.blank} ${target ? styles.blankChosen : ''}`} data-testid="batch-blank">
            <img src={p.coverUrl} alt="" />
            <div className={styles.blankText}>
              <Checkbox
                checked={!!target}
                disabled={!target && value.length >= DESIGN_BATCH_MAX}
                onChange={(e) => toggle(p, e.target.checked)}
              >
                {p.name}
              </Checkbox>
              {target && (
                <Select
                  size="small"
                  aria-label={`${p.name} 的颜色`}
                  value={target.color}
                  options={p.colors.map((c) => ({ value: c.name, label: c.name }))}
                  onChange={(color: string) => onChange(value.map((v) => (v.productId === p.id ? { ...v, color } : v)))}
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
