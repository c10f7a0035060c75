import { LedgerType } from '@podbench/contract';
import { Tag } from 'antd';

/** One colour per ledger type, shared by the tags, the summary cards and the chart. */
export const LEDGER_COLORS: Record<string, string> = {
  [LedgerType.RECHARGE]: '#52c41a',
  [LedgerType.VIP]: '#faad14',
  [LedgerType.ORDER_PAY]: '#1677ff',
  [LedgerType.REFUND]: '#13c2c2',
  [LedgerType.WITHDRAW]: '#fa8c16',
  [LedgerType.WITHDRAW_REVERSAL]: '#a0d911',
  [LedgerType.ADJUST]: '#7c3aed',
};

export function LedgerTypeTag({ type }: { type: string }) {
  return (
    <Tag color={LEDGER_COLORS[type] ?? 'default'} variant="outlined">
      {type}
    </Tag>
  );
}
