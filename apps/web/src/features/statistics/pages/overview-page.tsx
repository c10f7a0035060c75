import { ReloadOutlined } from '@ant-design/icons';
import { shanghaiDateTime } from '@podbench/contract';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { OrderCards } from '../components/order-cards';
import { TodoSummary } from '../components/todo-summary';
import { TrendCard } from '../components/trend-card';
import { WorkCards } from '../components/work-cards';
import { useOverview } from '../api/statistics';

/**
 * /statistics/overview (经营概览): balance and what it pays, unpaid / in production / in shipping orders, publishes,
 * the QC failure rate, token expiries, 7- and 30-day sales and profit. Every number links to the filtered list
 * behind it; parts the caller may not see are left out (the server answers null for them).
 */
export default function OverviewPage() {
  const { data, isLoading, isFetching, refetch, error } = useOverview();
  if (isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!data) return <Alert type="error" showIcon message={error?.message ?? '经营概览加载失败'} />;
  const nothing = !data.balance && !data.orders && !data.publishes && !data.qc && !data.shops;
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" size="small">
        <Flex align="center" justify="space-between" wrap gap={8}>
          <TodoSummary todo={data.todo} />
          <Flex align="center" gap={12}>
            <Typography.Text type="secondary">更新于 {shanghaiDateTime(data.generatedAt)}</Typography.Text>
            <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
              刷新
            </Button>
          </Flex>
        </Flex>
      </Card>
      {nothing && <Empty description="当前账号没有可查看的经营数据" />}
      <Row gutter={[16, 16]}>
        <OrderCards balance={data.balance} orders={data.orders} />
      </Row>
      <Row gutter={[16, 16]}>
        <WorkCards publishes={data.publishes} qc={data.qc} shops={data.shops} now={data.generatedAt} />
      </Row>
      {data.trend && (
        <Row>
          <Col span={24}>
            <TrendCard trend={data.trend} />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
