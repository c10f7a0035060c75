import { RECHARGE_MIN_FEN, type TemuOrderPartialPayResult } from '@podbench/contract';
import { Button, Card, Result, Table, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';

/** What a partial batch pay paid, and the orders it left with why (余额不足 first in deadline order). */
export function PartialPayResult({ result: r }: { result: TemuOrderPartialPayResult }) {
  const navigate = useNavigate();
  const back = () => navigate('/order/orderTemu');
  return (
    <Card>
      <Result
        status={r.left.length ? 'warning' : 'success'}
        title={r.left.length ? `已支付 ${r.paid} 个订单，${r.left.length} 个未支付` : `支付成功：${r.paid} 个订单`}
        subTitle={
          <span data-testid="partial-pay-summary">
            本次扣款 ¥{fenToYuan(r.chargedFen)}，余额 ¥{fenToYuan(r.balanceFen)}
            {r.leftFen > 0 && `；余下订单还需 ¥${fenToYuan(r.leftFen)}`}
            {r.alreadyPaid > 0 && `；${r.alreadyPaid} 个订单此前已支付，未重复扣款`}
          </span>
        }
        extra={[
          r.leftFen > 0 && (
            <Button
              type="primary"
              key="topup"
              onClick={() =>
                navigate(`/system/recharge?amount=${Math.max(r.leftFen - r.balanceFen, RECHARGE_MIN_FEN)}`)
              }
            >
              充值后支付余下订单
            </Button>
          ),
          <Button key="orders" onClick={back}>
            返回备货单
          </Button>,
        ]}
      />
      {r.left.length > 0 && (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={r.left}
          data-testid="partial-pay-left"
          columns={[
            { title: '未支付的备货单', dataIndex: 'subPurchaseOrderSn' },
            {
              title: '付款截止',
              dataIndex: 'payDeadlineAt',
              width: 170,
              render: (t: number | null) => (t ? parseTime(t, '{y}-{m}-{d} {h}:{i}') : '—'),
            },
            {
              title: '金额',
              dataIndex: 'totalFen',
              width: 120,
              align: 'right',
              render: (f: number) => `¥${fenToYuan(f)}`,
            },
            {
              title: '原因',
              dataIndex: 'reason',
              width: 260,
              render: (t: string) => <Typography.Text type="warning">{t}</Typography.Text>,
            },
          ]}
        />
      )}
    </Card>
  );
}
