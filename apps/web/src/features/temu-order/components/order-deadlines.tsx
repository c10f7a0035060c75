import type { TemuOrderRow } from '@podbench/contract';
import { Space, Tooltip, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';

type Row = Pick<TemuOrderRow, 'state' | 'payDeadlineAt' | 'expectDeliverAt' | 'expectArrivalAt' | 'overdue'>;

/**
 * 付款截止 (while 待支付: the deliver deadline less the blank's production days), 最晚发货 and 到货. A pay deadline
 * passed is red: paid now, the goods may miss Temu's deadline.
 */
export function OrderDeadlines({ row: r, now = Date.now() }: { row: Row; now?: number }) {
  const t = (ms: number) => parseTime(ms, '{m}-{d} {h}:{i}');
  return (
    <Space direction="vertical" size={0} style={{ fontSize: 12 }} data-testid="order-deadlines">
      {r.state === 'unpaid' && r.payDeadlineAt !== null && (
        <Tooltip title="最晚发货时间减去底板生产天数：此前支付才来得及生产发货">
          <Typography.Text
            type={r.payDeadlineAt < now ? 'danger' : 'warning'}
            style={{ fontSize: 12 }}
            data-testid="pay-deadline"
          >
            付款截止 {t(r.payDeadlineAt)}
          </Typography.Text>
        </Tooltip>
      )}
      <Typography.Text type={r.overdue ? 'danger' : undefined} style={{ fontSize: 12 }}>
        最晚发货 {r.expectDeliverAt ? t(r.expectDeliverAt) : '—'}
      </Typography.Text>
      {r.expectArrivalAt && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          最晚到货 {t(r.expectArrivalAt)}
        </Typography.Text>
      )}
    </Space>
  );
}
