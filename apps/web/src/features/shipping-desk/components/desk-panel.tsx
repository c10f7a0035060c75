import type { Shipment } from '@podbench/contract';
import { Button, Empty, Skeleton, Space } from 'antd';
import { useDesk } from '../api/desk';
import { DeskGroupCard } from './desk-group-card';
import { RefusedList } from './refused-list';

/** 装箱建单: the desk by shop × receiving warehouse; each group packs its boxes and creates its ship orders. */
export function DeskPanel({ onCreated, onAddMore }: { onCreated: (s: Shipment) => void; onAddMore: () => void }) {
  const { data, isLoading } = useDesk();
  if (isLoading) return <Skeleton active />;
  const groups = data?.groups ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <RefusedList rows={data?.refused ?? []} />
      {groups.length === 0 ? (
        <Empty description="发货台上没有待装箱的备货单">
          <Button type="primary" onClick={onAddMore}>
            去加入发货台
          </Button>
        </Empty>
      ) : (
        groups.map((g) => (
          <DeskGroupCard
            // A group whose orders or lines change starts a fresh packing.
            key={`${g.shopId}-${g.subWarehouseId}-${g.orders.map((o) => `${o.orderId}:${o.lines.map((l) => `${l.productSkuId}x${l.maxQuantity}`).join('.')}`).join(',')}`}
            group={g}
            onCreated={onCreated}
          />
        ))
      )}
    </Space>
  );
}
