import type { CategoryNode } from '@podbench/contract';
import { Segmented, Skeleton, Tag } from 'antd';
import styles from './catalogue-page.module.css';

interface CategoryFilterProps {
  tree: CategoryNode[] | undefined;
  loading: boolean;
  topId: number | null;
  leafId: number | null;
  onChange: (topId: number | null, leafId: number | null) => void;
}

const ALL = 0;

/** Top categories as segments (with counts), the chosen one's sub-categories as tags underneath. */
export function CategoryFilter({ tree, loading, topId, leafId, onChange }: CategoryFilterProps) {
  if (loading && !tree) return <Skeleton.Input active style={{ width: 360 }} />;
  const tops = tree ?? [];
  const total = tops.reduce((s, c) => s + c.productCount, 0);
  const top = tops.find((c) => c.id === topId);
  return (
    <div className={styles.filters}>
      <Segmented
        value={topId ?? ALL}
        onChange={(v) => onChange(v === ALL ? null : Number(v), null)}
        options={[
          { value: ALL, label: `全部 (${total})` },
          ...tops.map((c) => ({ value: c.id, label: `${c.name} (${c.productCount})` })),
        ]}
      />
      {top && top.children.length > 0 && (
        <div className={styles.subCategories}>
          <Tag.CheckableTag checked={leafId === null} onChange={() => onChange(top.id, null)}>
            全部{top.name}
          </Tag.CheckableTag>
          {top.children.map((c) => (
            <Tag.CheckableTag key={c.id} checked={leafId === c.id} onChange={() => onChange(top.id, c.id)}>
              {c.name} · {c.productCount}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
    </div>
  );
}
