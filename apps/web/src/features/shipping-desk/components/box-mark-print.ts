import { type Shipment, TEMU_LABEL_API, type TemuLabelPrintResult, type TemuLabelResult } from '@podbench/contract';
import { App } from 'antd';
import { useState } from 'react';
import { http } from '@/shared/request/request';
import { useDeskScope } from '../api/scope';
import { useBoxMarksPrinted } from '../api/shipments';

/** `print`: Temu's own print page (a fresh dataKey, single use, 10 minutes) — the default; `pdf`: our PDF fallback. */
export type BoxMarkMode = 'print' | 'pdf';

/**
 * 打印箱唛 before booking: asks the label module for the shipment's box marks (bg.logistics.boxmarkinfo.get by FH
 * number) and shows them in a new tab — Temu's print page, or our PDF — then records the print, which booking
 * requires. The tab is opened in the click itself (pop-up blockers) and pointed at the page once it is known.
 */
export function useBoxMarkPrint() {
  const { admin } = useDeskScope();
  const { message } = App.useApp();
  const printed = useBoxMarksPrinted();
  const [busy, setBusy] = useState<number | null>(null);
  const print = async (s: Shipment, mode: BoxMarkMode = 'print') => {
    const tab = window.open('', '_blank');
    setBusy(s.id);
    try {
      const r = await http.post<TemuLabelPrintResult | TemuLabelResult>(
        admin ? TEMU_LABEL_API.adminBoxMarks : TEMU_LABEL_API.boxMarks,
        { deliveryOrderSns: s.shipOrders.map((o) => o.deliveryOrderSn), mode },
      );
      const url = Array.isArray(r.pages) ? r.pages[0]?.url : (r as TemuLabelResult).url;
      if (!url) throw new Error('Temu 没有返回箱唛');
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
      if (!s.boxMarksPrintedAt) {
        await printed.mutateAsync(s.id);
        message.success('箱唛已打印，贴好后即可发货');
      }
    } catch (e) {
      tab?.close();
      // The request layer has shown the server's message; anything else is said here.
      if (!(e instanceof Error && e.name === 'ApiError'))
        message.error(e instanceof Error ? e.message : '打印箱唛失败');
    } finally {
      setBusy(null);
    }
  };
  return { print, busy };
}
