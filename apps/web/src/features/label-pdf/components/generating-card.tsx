import { LoadingOutlined } from '@ant-design/icons';
import { Card, Progress, Space, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';

/**
 * What the page shows while the server reads Temu and renders: the server reports no progress of its own, so the bar
 * moves on time (quickly at first, never reaching the end) and the steps say what is happening.
 */
export function GeneratingCard({ what, orders }: { what: string; orders: number }) {
  const { token } = theme.useToken();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), 200);
    return () => window.clearInterval(timer);
  }, []);
  const percent = Math.round(95 * (1 - Math.exp(-elapsed / 2500)));
  const step = elapsed < 800 ? '核对订单' : elapsed < 2500 ? `从 Temu 获取${what}数据` : '生成 PDF';
  return (
    <Card>
      <Space orientation="vertical" align="center" style={{ width: '100%', padding: '48px 0' }} size="large">
        <LoadingOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          正在生成{what} PDF
        </Typography.Title>
        <Progress percent={percent} status="active" style={{ width: 360 }} aria-label="生成进度" />
        <Typography.Text type="secondary">
          {step}… 共 {orders} 个订单
        </Typography.Text>
      </Space>
    </Card>
  );
}
