import { Card, Col, Row, Skeleton } from 'antd';

/** The grid's shape while the first page loads, so nothing jumps when the cards arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Row gutter={[16, 16]}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Col key={i} xs={24} sm={12} md={8} xl={6}>
          <Card variant="borderless" cover={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
