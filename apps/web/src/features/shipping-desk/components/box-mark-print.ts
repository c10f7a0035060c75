import { type Shipment, temuLabelPagePath } from '@podbench/contract';
import { App } from 'antd';
import { useBoxMarksPrinted } from '../api/shipments';
import { useDeskScope } from '../api/scope';

/**
 * 打印箱唛 before booking: opens the box-mark print page for the shipment's orders in a new tab (the label
 * module's /pdf page, which reads bg.logistics.boxmarkinfo.get) and records the print, which booking requires.
 */
export function useBoxMarkPrint() {
  const { admin } = useDeskScope();
  const { message } = App.useApp();
  const printed = useBoxMarksPrinted();
  return {
    isPending: printed.isPending,
    print: async (s: Shipment) => {
      const ids = [...new Set(s.shipOrders.map((o) => o.orderId))];
      const path = temuLabelPagePath({ kind: 'boxmark', ids, admin });
      // Opened in the click itself, before any await: browsers block pop-ups opened later.
      window.open(`${window.location.pathname}${window.location.search}#${path}`, '_blank');
      if (!s.boxMarksPrintedAt) {
        await printed.mutateAsync(s.id);
        message.success('箱唛已打印，可以发货了');
      }
    },
  };
}
