import type { ProductCard } from '@podbench/contract';
import { Card, Empty, Spin } from 'antd';
import { useProductCards } from '../api/get-product';

/** Pick a blank to design on (public catalogue). */
export function BlankPicker({ onPick, title }: { onPick: (p: ProductCard) => void; title: string }) {
  const cards = useProductCards();
  if (cards.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const rows = cards.data?.rows ?? [];
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <h2 style={{ margin: '0 0 16px', fontSize: 20 }}>{title}</h2>
      {rows.length === 0 && <Empty description="暂无可定制的产品" />}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 16 }}>
        {rows.map((p) => (
          <Card
            key={p.id}
            hoverable
            onClick={() => onPick(p)}
            cover={<img alt={p.name} src={p.coverUrl} style={{ aspectRatio: '3 / 4', objectFit: 'cover' }} />}
            styles={{ body: { padding: 12 } }}
          >
            <Card.Meta title={p.name} description={`${p.printAreaNames.join(' / ')} · ${p.colors.length} 色`} />
          </Card>
        ))}
      </div>
    </div>
  );
}
