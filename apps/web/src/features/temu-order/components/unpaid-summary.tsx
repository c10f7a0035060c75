import type { TemuOrderPage } from '@podbench/contract';
import { Alert, Button } from 'antd';
import { fenToYuan } from '@/shared/utils/money';

/** 待支付 under the current filters: how many and what they cost, one click to the 待支付 tab. */
export function UnpaidSummary({ unpaid, onShow }: { unpaid: TemuOrderPage['unpaid'] | undefined; onShow: () => void }) {
  if (!unpaid || unpaid.count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      data-testid="unpaid-summary"
      message={`待支付 ${unpaid.count} 单，合计 ¥${fenToYuan(unpaid.totalFen)}`}
      description="按付款截止时间尽早支付，订单才能按时生产发货；勾选后「批量支付」，余额不足时可先付截止最早的订单。"
      action={
        <Button size="small" onClick={onShow}>
          查看待支付
        </Button>
      }
    />
  );
}
