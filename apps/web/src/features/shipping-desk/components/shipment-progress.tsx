import type { Shipment } from '@podbench/contract';
import { Steps } from 'antd';

const ITEMS = ['建单', '打印箱唛', '发货', '仓库收货', '入库'];

/** Where a shipment stands: 0 建单 … 4 入库 (箱唛 counts once printed); an error or cancel marks the step. */
export function shipmentStep(s: Pick<Shipment, 'state' | 'boxMarksPrintedAt'>): number {
  switch (s.state) {
    case 'creating':
    case 'failed':
      return 0;
    case 'created':
    case 'cancelling':
    case 'cancelled':
      return s.boxMarksPrintedAt ? 2 : 1;
    case 'booking':
      return 2;
    case 'booked':
      return 3;
    case 'received':
      return 4;
    case 'warehoused':
      return 5;
  }
}

export function ShipmentProgress({ shipment, compact }: { shipment: Shipment; compact?: boolean }) {
  const current = shipmentStep(shipment);
  const bad = shipment.state === 'failed' || shipment.state === 'cancelled';
  return (
    <Steps
      size="small"
      type={compact ? 'inline' : undefined}
      current={Math.min(current, ITEMS.length - 1)}
      status={bad ? 'error' : current >= ITEMS.length ? 'finish' : 'process'}
      items={ITEMS.map((title) => ({ title }))}
    />
  );
}
