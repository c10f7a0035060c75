import { ExportOutlined, FilePdfOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { TEMU_LABEL_KIND_LABELS } from '@podbench/contract';
import { Alert, Button, Card, List, Result, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { type LabelRequest, useTemuPrintPage } from '../api/create-labels';

interface Props {
  req: LabelRequest;
  /** Switch this page to our own PDF (the fallback). */
  onPdf: () => void;
}

/**
 * Temu's own print page for the labels: the server asks Temu for a fresh dataKey and this tab goes straight to
 * `{Temu}/tool/print?dataKey=…`. A key opens its page once, within 10 minutes, so nothing is kept: 重新获取 asks
 * again. Orders of several shops get one page per shop (each opened from the list); our PDF stays one click away.
 */
export function TemuPrintCard({ req, onPdf }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<string[]>([]);
  const { data, error, isFetching } = useTemuPrintPage(req, true, attempt);
  const what = TEMU_LABEL_KIND_LABELS[req.kind];
  const single = data?.pages.length === 1 ? data.pages[0]!.url : null;

  useEffect(() => {
    if (single) window.location.replace(single);
  }, [single]);

  const again = () => {
    setOpened([]);
    setAttempt((n) => n + 1);
  };
  const pdfButton = (
    <Button key="pdf" icon={<FilePdfOutlined />} onClick={onPdf}>
      改用 PDF 打印（备用）
    </Button>
  );

  if (isFetching || single) {
    return (
      <Card>
        <Space orientation="vertical" align="center" style={{ width: '100%', padding: '48px 0' }} size="large">
          <LoadingOutlined style={{ fontSize: 40 }} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {single ? `正在打开 Temu ${what}打印页…` : `正在向 Temu 获取${what}打印页…`}
          </Typography.Title>
          <Typography.Text type="secondary">
            共 {req.ids.length} 个订单 · 打印页由 Temu 生成，10 分钟内单次有效
          </Typography.Text>
          {single && (
            <Button type="link" href={single}>
              没有跳转？点此打开
            </Button>
          )}
        </Space>
      </Card>
    );
  }
  if (error || !data) {
    return (
      <Card>
        <Result
          status="error"
          title={`Temu ${what}打印页获取失败`}
          subTitle={error instanceof Error ? error.message : '请稍后重试'}
          extra={[
            <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={again}>
              重试
            </Button>,
            pdfButton,
          ]}
        />
      </Card>
    );
  }
  return (
    <Card title={`Temu ${what}打印页`} extra={<Space>{pdfButton}</Space>}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`订单属于 ${data.pages.length} 个打印页，逐个打开打印。每个链接只能打开一次，${parseTime(
          data.expiresAt,
          '{h}:{i}',
        )} 前有效；已打开或过期请点「重新获取」。`}
      />
      <List
        bordered
        dataSource={data.pages}
        renderItem={(p, i) => (
          <List.Item
            actions={[
              <Button
                key="open"
                type="primary"
                icon={<ExportOutlined />}
                href={p.url}
                target="_blank"
                disabled={opened.includes(p.url)}
                onClick={() => setOpened((o) => [...o, p.url])}
              >
                {opened.includes(p.url) ? '已打开' : '打开打印页'}
              </Button>,
            ]}
          >
            {`${i + 1}. ${p.shopName || `店铺 ${p.shopId}`}`}
          </List.Item>
        )}
      />
      <Button style={{ marginTop: 16 }} icon={<ReloadOutlined />} onClick={again}>
        重新获取
      </Button>
    </Card>
  );
}
