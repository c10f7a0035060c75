import type { ProductCard } from '@podbench/contract';
import { Radio, Select, Space } from 'antd';
import styles from '../design-template.module.css';

export interface BlankChoice {
  productId: number | null;
  color: string;
}

/** One blank (on sale) and one of its colours. Choosing a blank picks its first colour. */
export function BlankColourPicker({
  blanks,
  value,
  onChange,
}: {
  blanks: ProductCard[];
  value: BlankChoice;
  onChange: (v: BlankChoice) => void;
}) {
  const blank = blanks.find((b) => b.id === value.productId);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Select
        aria-label="选择商品"
        showSearch
        optionFilterProp="label"
        placeholder="选择商品"
        style={{ width: '100%' }}
        value={value.productId ?? undefined}
        options={blanks.map((b) => ({ value: b.id, label: `${b.name}（${b.printAreaNames.join(' / ')}）` }))}
        onChange={(id: number) =>
          onChange({ productId: id, color: blanks.find((b) => b.id === id)?.colors[0]?.name ?? '' })
        }
      />
      {blank && (
        <Radio.Group
          aria-label="选择颜色"
          value={value.color}
          onChange={(e) => onChange({ ...value, color: e.target.value })}
          optionType="button"
          options={blank.colors.map((c) => ({
            value: c.name,
            label: (
              <span className={styles.colour}>
                <i style={{ background: c.hex }} />
                {c.name}
              </span>
            ),
          }))}
        />
      )}
    </Space>
  );
}
