import type { AdminVariant } from '@podbench/contract';
import { App, InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSaveVariant } from '../api/catalogue';

export const toBody = (blankId: number, v: AdminVariant) => ({
  id: v.id,
  blankId,
  colorName: v.colorName,
  colorHex: v.colorHex,
  size: v.size,
  skuCode: v.skuCode,
  baseCostFen: v.baseCostFen,
  weightG: v.weightG,
  lengthMm: v.lengthMm,
  widthMm: v.widthMm,
  heightMm: v.heightMm,
});

/** A base cost typed in yuan, saved when it changes (Enter or leaving the field). */
export function CostCell({ blankId, v }: { blankId: number; v: AdminVariant }) {
  const { message } = App.useApp();
  const save = useSaveVariant();
  const [yuan, setYuan] = useState<number | null>(v.baseCostFen / 100);
  useEffect(() => setYuan(v.baseCostFen / 100), [v.baseCostFen]);
  // Enter and then leaving the field both commit: the cost last sent is not sent again.
  const sent = useRef(v.baseCostFen);
  useEffect(() => {
    sent.current = v.baseCostFen;
  }, [v.baseCostFen]);
  const commit = async () => {
    const fen = Math.round((yuan ?? 0) * 100);
    if (fen === v.baseCostFen || fen === sent.current) return;
    if (fen <= 0) {
      message.error('底价必须大于 0');
      setYuan(v.baseCostFen / 100);
      return;
    }
    sent.current = fen;
    try {
      const r = await save.mutateAsync({ ...toBody(blankId, v), baseCostFen: fen });
      message.success(
        r.repricedOrders
          ? `底价已改为 ¥${(fen / 100).toFixed(2)}，${r.repricedOrders} 个未支付订单已按新底价计算`
          : `底价已改为 ¥${(fen / 100).toFixed(2)}`,
      );
    } catch {
      sent.current = v.baseCostFen;
      setYuan(v.baseCostFen / 100);
    }
  };
  return (
    <InputNumber
      aria-label={`${v.colorName} ${v.size} 底价`}
      size="small"
      prefix="¥"
      min={0.01}
      max={1_000_000}
      precision={2}
      step={1}
      value={yuan}
      onChange={setYuan}
      onBlur={commit}
      onPressEnter={(e) => {
        e.preventDefault();
        void commit();
      }}
      style={{ width: 120 }}
    />
  );
}
