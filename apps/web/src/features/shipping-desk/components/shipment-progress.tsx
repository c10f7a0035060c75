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

const NEXT = ['等待 Temu 建单', '下一步：打印箱唛', '下一步：选择物流并发货', '等待仓库收货', '等待入库', '已入库'];

/** What the shipment waits for, in a few words (the list's hint beside the state). */
export function nextStep(s: Pick<Shipment, 'state' | 'boxMarksPrintedAt'>): string {
  if (s.state === 'cancelled') return '已取消，备货单已回到发货台';
  if (s.state === 'cancelling') return '正在取消';
  if (s.state === 'booking') return '正在向 Temu 下单';
  return NEXT[shipmentStep(s)] ?? '';
}

export function ShipmentProgress({ shipment }: { shipment: Shipment }) {
  const current = shipmentStep(shipment);
  const bad = shipment.state === 'failed' || shipment.state === 'cancelled';
  return (
    <Steps
      size="small"
      current={Math.min(current, ITEMS.length - 1)}
      status={bad ? 'error' : current >= ITEMS.length ? 'finish' : 'process'}
      items={ITEMS.map((title) => ({ title }))}
    />
  );
}
