import { WalletOutlined } from '@ant-design/icons';
import {
  insufficientBalanceData,
  RECHARGE_MIN_FEN,
  type TemuOrderPartialPayResult,
  type TemuOrderPayResult,
} from '@podbench/contract';
import { Alert, Button, Card, Col, Result, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/shared/request/request';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { usePayOrders, usePayPartial, usePayPreview } from '../api/temu-orders';
import { PartialPayResult } from '../components/partial-pay-result';
import { CostCell } from '../components/order-cost';
import { OrderStateTag } from '../components/order-state-tag';

const idsOf = (raw: string | null) =>
  [...new Set((raw ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0).slice(0, 200);

/**
 * /order/payTemu?ids= — pay stock-up orders from the balance, all in one transaction. Shows each order's pay deadline
 * (oldest first, the order a partial pay spends the balance in), its cost and whether it can be paid, the total against the balance, and with too little balance the way to top up the shortfall.
 */
export default function PayTemuPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = idsOf(params.get('ids'));
  const preview = usePayPreview(ids);
  const pay = usePayOrders();
  const payPartial = usePayPartial();
  const [result, setResult] = useState<TemuOrderPayResult | null>(null);
  const [partial, setPartial] = useState<TemuOrderPartialPayResult | null>(null);
  const [shortNow, setShortNow] = useState<number | null>(null);
  const back = () => navigate('/order/orderTemu');

  if (ids.length === 0)
    return (
      <Card>
        <Result
          status="info"
          title="请先选择要支付的订单"
          extra={
            <Button type="primary" onClick={back}>
              去备货单
            </Button>
          }
        />
      </Card>
    );
  if (partial) return <PartialPayResult result={partial} />;
  if (result)
    return (
      <Card>
        <Result
          status="success"
          title={`支付成功：${result.paid} 个订单`}
          subTitle={
            <>
              本次扣款 ¥{fenToYuan(result.chargedFen)}，余额 ¥{fenToYuan(result.balanceFen)}
              {result.alreadyPaid > 0 && `；${result.alreadyPaid} 个订单此前已支付，未重复扣款`}
            </>
          }
          extra={[
            <Button type="primary" key="orders" onClick={back}>
              返回备货单
            </Button>,
            <Button key="records" onClick={() => navigate('/statistics/clientUserAccountRecord')}>
              查看交易记录
            </Button>,
          ]}
        />
      </Card>
    );
  if (preview.isLoading || !preview.data)
    return (
      <Card title="支付备货单">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  const p = preview.data;
  const payableIds = p.orders.filter((o) => o.payable).map((o) => o.id);
  const shortfall = shortNow ?? p.shortfallFen;
  const topUp = () => navigate(`/system/recharge?amount=${Math.max(shortfall, RECHARGE_MIN_FEN)}`);
  const submitPartial = async () => {
    try {
      setPartial(await payPartial.mutateAsync(payableIds));
    } catch {
      void preview.refetch();
    }
  };
  const submit = async () => {
    try {
      setResult(await pay.mutateAsync(payableIds));
    } catch (e) {
      // Someone spent in between: the answer carries the new shortfall.
      const d = e instanceof ApiError ? insufficientBalanceData.safeParse(e.data) : null;
      if (d?.success) setShortNow(d.data.shortfallFen);
      void preview.refetch();
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="支付备货单">
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={p.orders}
          columns={[
            { title: '备货单号', dataIndex: 'subPurchaseOrderSn' },
            { title: '状态', dataIndex: 'state', width: 110, render: (s) => <OrderStateTag state={s} /> },
            {
              title: '付款截止',
              dataIndex: 'payDeadlineAt',
              width: 160,
              render: (t: number | null) => (t ? parseTime(t, '{y}-{m}-{d} {h}:{i}') : '—'),
            },
            { title: '费用', key: 'cost', width: 120, align: 'right', render: (_, o) => <CostCell cost={o.cost} /> },
            {
              title: '可支付',
              key: 'payable',
              width: 260,
              render: (_, o) =>
                o.payable ? (
                  <Tag color="success">可支付</Tag>
                ) : (
                  <Typography.Text type="warning">{o.reason}</Typography.Text>
                ),
            },
          ]}
        />
      </Card>
      <Card>
        <Row gutter={24} align="middle">
          <Col xs={12} md={5}>
            <Statistic title="支付订单" value={payableIds.length} suffix={`/ ${p.orders.length}`} />
          </Col>
          <Col xs={12} md={5}>
            <Statistic title={`应付（会员折扣 ${p.discountPercent}%）`} prefix="¥" value={fenToYuan(p.totalFen)} />
          </Col>
          <Col xs={12} md={5}>
            <Statistic title="账户余额" prefix="¥" value={fenToYuan(p.balanceFen)} />
          </Col>
          <Col xs={24} md={9} style={{ textAlign: 'right' }}>
            <Space>
              <Button onClick={back}>取消</Button>
              <Button
                type="primary"
                size="large"
                icon={<WalletOutlined />}
                disabled={payableIds.length === 0 || shortfall > 0}
                loading={pay.isPending}
                onClick={() => void submit()}
              >
                确认支付 ¥{fenToYuan(p.totalFen)}
              </Button>
            </Space>
          </Col>
        </Row>
        {shortfall > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            data-testid="shortfall"
            message={`余额不足，还差 ¥${fenToYuan(shortfall)}`}
            description={`充值到账后回到本页即可全部支付；也可以先用余额 ¥${fenToYuan(p.balanceFen)} 按付款截止时间从早到晚支付能付的订单，其余留待充值后支付。`}
            action={
              <Space direction="vertical">
                <Button type="primary" onClick={topUp}>
                  去充值
                </Button>
                <Button
                  onClick={() => void submitPartial()}
                  loading={payPartial.isPending}
                  disabled={payableIds.length === 0}
                  data-testid="pay-partial"
                >
                  按余额先付截止最早的
                </Button>
              </Space>
            }
          />
        )}
      </Card>
    </Space>
  );
}
