import { ArrowLeftOutlined, FileImageOutlined } from '@ant-design/icons';
import { TEMU_ORDER_STATE_LABELS, type TemuOrderState } from '@podbench/contract';
import { Button, Card, Col, Descriptions, Image, Row, Skeleton, Space, Timeline, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LabelPrintMenu } from '@/shared/ui/label-print-menu';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { useOrder } from '../api/temu-orders';
import { CostBreakdown } from '../components/order-cost';
import { OrderLines } from '../components/order-lines';
import { OrderFiles, OrderShipment } from '../components/order-files';
import { OrderFlags } from '../components/order-flags';
import { OrderStateTag } from '../components/order-state-tag';
import { NotFoundCard } from '@/shared/ui/not-found-card';
import { CanPay } from '@/shared/permission';

/** Who moved the order, in words. */
const ACTOR: Record<string, string> = {
  sync: '同步',
  seller: '卖家',
  operator: '运营',
  system: '系统',
  temu: 'Temu',
};

/**
 * /order/orderTemu1?id= — one stock-up order: lines matched to templates, cost, shipment, print files and mockups,
 * state history, Temu's status; 打印标签 (商品条码 / 箱唛) at /pdf.
 */
export default function OrderTemuDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || null;
  const { data: o, isLoading, isError } = useOrder(id);
  const back = () => navigate('/order/orderTemu');
  if (id === null || isError) return <NotFoundCard title="订单不存在" backText="返回备货单" onBack={back} />;
  if (isLoading || !o)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="返回" />
            备货单 {o.subPurchaseOrderSn}
            <OrderStateTag state={o.state} />
          </Space>
        }
        extra={
          <Space>
            {o.paidAt !== null && (
              <Button onClick={() => navigate(`/order/orderPushRecord?orderSn=${o.subPurchaseOrderSn}`)}>
                推送记录
              </Button>
            )}
            {o.state !== 'cancelled' && <LabelPrintMenu orders={[o]} showCount={false} />}
            {o.state === 'unpaid' && o.matched && (
              <CanPay>
                <Button type="primary" onClick={() => navigate(`/order/payTemu?ids=${o.id}`)}>
                  支付 ¥{fenToYuan(o.cost.totalFen)}
                </Button>
              </CanPay>
            )}
          </Space>
        }
      >
        <Row gutter={24}>
          <Col xs={24} lg={16}>
            <Space align="start" size={20}>
              {o.imageUrl ? (
                <Image src={o.imageUrl} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
              ) : (
                <FileImageOutlined style={{ fontSize: 56, color: '#bfbfbf' }} />
              )}
              <Descriptions column={{ xs: 1, md: 2 }} size="small">
                <Descriptions.Item label="商品" span={2}>
                  {o.productName}
                </Descriptions.Item>
                <Descriptions.Item label="SKC">{o.productSkcId}</Descriptions.Item>
                <Descriptions.Item label="店铺">{o.shopName}</Descriptions.Item>
                <Descriptions.Item label="Temu 状态">{o.temuStatusText}</Descriptions.Item>
                <Descriptions.Item label="Temu 标记">
                  <OrderFlags row={o} />
                </Descriptions.Item>
                {o.state === 'unpaid' && (
                  <Descriptions.Item label="付款截止">
                    <Typography.Text
                      type={o.payDeadlineAt !== null && o.payDeadlineAt < Date.now() ? 'danger' : 'warning'}
                      data-testid="detail-pay-deadline"
                    >
                      {o.payDeadlineAt ? parseTime(o.payDeadlineAt) : '—'}
                    </Typography.Text>
                  </Descriptions.Item>
                )}
                <Descriptions.Item label="最晚发货">
                  <Typography.Text type={o.overdue ? 'danger' : undefined}>
                    {o.expectDeliverAt ? parseTime(o.expectDeliverAt) : '—'}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label="最晚到货">
                  {o.expectArrivalAt ? parseTime(o.expectArrivalAt) : '—'}
                </Descriptions.Item>
                {o.receiveWarehouseName && (
                  <Descriptions.Item label="收货仓">{o.receiveWarehouseName}</Descriptions.Item>
                )}
                {o.deliveryOrderSn && <Descriptions.Item label="Temu 发货单">{o.deliveryOrderSn}</Descriptions.Item>}
                <Descriptions.Item label="数量">{o.quantity}</Descriptions.Item>
                <Descriptions.Item label="下单时间">{parseTime(o.purchaseTime)}</Descriptions.Item>
                <Descriptions.Item label="支付时间">{o.paidAt ? parseTime(o.paidAt) : '—'}</Descriptions.Item>
                {o.originalPurchaseOrderSn && (
                  <Descriptions.Item label="母备货单">{o.originalPurchaseOrderSn}</Descriptions.Item>
                )}
                {o.refundedAt && <Descriptions.Item label="退款时间">{parseTime(o.refundedAt)}</Descriptions.Item>}
                {o.cancelReason && (
                  <Descriptions.Item label="取消原因" span={2}>
                    <Typography.Text type="danger">{o.cancelReason}</Typography.Text>
                  </Descriptions.Item>
                )}
                {o.templateId && (
                  <Descriptions.Item label="模板">
                    <Typography.Link onClick={() => navigate(`/publish/temuTemplateInfo?id=${o.templateId}`)}>
                      #{o.templateId}
                    </Typography.Link>
                  </Descriptions.Item>
                )}
                {o.designId && (
                  <Descriptions.Item label="设计">
                    <Typography.Link onClick={() => navigate(`/design/designCanvas?id=${o.designId}`)}>
                      #{o.designId}
                    </Typography.Link>
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Space>
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Title level={5}>费用</Typography.Title>
            {o.matched ? (
              <CostBreakdown cost={o.cost} />
            ) : (
              <Typography.Text type="warning">订单里有未匹配到 PodBench 模板的 SKU，无法计算费用</Typography.Text>
            )}
          </Col>
        </Row>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <OrderLines order={o} />
        </Col>
        <Col xs={24} lg={8}>
          <OrderShipment order={o} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <OrderFiles order={o} />
        </Col>
        <Col xs={24} lg={8}>
          <Card title="状态记录">
            <Timeline
              items={o.events.map((e) => ({
                color: e.toState === 'cancelled' ? 'red' : 'blue',
                children: (
                  <>
                    <Typography.Text strong>
                      {TEMU_ORDER_STATE_LABELS[e.toState as TemuOrderState] ?? e.toStateText}
                    </Typography.Text>
                    <Typography.Text type="secondary"> · {ACTOR[e.actor] ?? e.actor}</Typography.Text>
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {parseTime(e.createdAt)}
                        {e.remark ? ` · ${e.remark}` : ''}
                      </Typography.Text>
                    </div>
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
