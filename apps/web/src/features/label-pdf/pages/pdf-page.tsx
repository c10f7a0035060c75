import { DownloadOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  TEMU_LABEL_COPIES,
  TEMU_LABEL_COPIES_LABELS,
  TEMU_LABEL_KIND_LABELS,
  TEMU_LABEL_SIZE_MM,
  type TemuLabelCopies,
  type TemuLabelKind,
} from '@podbench/contract';
import { Alert, Button, Card, Descriptions, Result, Segmented, Space, Spin, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { parseTime } from '@/shared/utils/parse-time';
import { useLabelPdf } from '../api/create-labels';
import { readLabelRequest } from '../label-request';
import { GeneratingCard } from '../components/generating-card';
import { TemuPrintCard } from '../components/temu-print-card';
import styles from './pdf-page.module.css';

const HINTS: Record<TemuLabelKind, string> = {
  barcode: '每件商品贴一张。打印时选择「实际大小」（不缩放），使用 60×40 mm 标签纸；条码须清晰完整，不要遮挡或折叠。',
  boxmark:
    '每个包裹贴一张，贴在箱子侧面。打印时选择「实际大小」，使用 100×100 mm 标签纸；包裹号条码供 Temu 仓库扫描收货。',
};

/**
 * /pdf — labels for stock-up orders (商品条码 / 箱唛), opened from the order list or the operator's fulfilment board
 * with the orders in the query. `via=temu` (the menu's default) goes on to Temu's own print page with a fresh
 * dataKey; otherwise our PDF from Temu's data is generated on arrival (with progress), shown in the browser's PDF
 * viewer, with 打印 and 下载.
 */
export default function PdfPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const req = useMemo(() => readLabelRequest(params), [params]);
  const { data, error, isFetching, refetch } = useLabelPdf(req, signedIn && req?.via === 'pdf');
  const frame = useRef<HTMLIFrameElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  if (!signedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Card>
        <Result
          status="403"
          title="请登录后打印标签"
          subTitle="标签包含订单信息，只有订单所属卖家或运营人员可以打印。"
          extra={
            <Button type="primary" onClick={() => navigate(`/login?redirect=${back}`)}>
              去登录
            </Button>
          }
        />
      </Card>
    );
  }
  if (!req) {
    return (
      <Card>
        <Result
          status="warning"
          title="链接不完整"
          subTitle="请从「备货单」或「生产发货」列表选择订单后点击「打印标签」。"
          extra={<Button onClick={() => navigate('/')}>返回工作台</Button>}
        />
      </Card>
    );
  }

  if (req.via === 'temu') {
    const toPdf = () =>
      setParams(
        (p) => {
          p.delete('via');
          return p;
        },
        { replace: true },
      );
    return <TemuPrintCard req={req} onPdf={toPdf} />;
  }
  const what = TEMU_LABEL_KIND_LABELS[req.kind];
  const size = TEMU_LABEL_SIZE_MM[req.kind];
  if (isFetching && !data) return <GeneratingCard what={what} orders={req.ids.length} />;
  if (error || !data) {
    return (
      <Card>
        <Result
          status="error"
          title={`${what}生成失败`}
          subTitle={error instanceof Error ? error.message : '请稍后重试'}
          extra={[
            <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => void refetch()}>
              重试
            </Button>,
            <Button key="home" onClick={() => navigate('/')}>
              返回工作台
            </Button>,
          ]}
        />
      </Card>
    );
  }

  const print = () => {
    const w = frame.current?.contentWindow;
    try {
      w?.focus();
      w?.print();
    } catch {
      // A browser whose PDF viewer refuses scripted printing: its own tab has a print button.
      window.open(data.url, '_blank', 'noopener');
    }
  };
  const setCopies = (copies: TemuLabelCopies) =>
    setParams(
      (p) => {
        p.set('copies', copies);
        return p;
      },
      { replace: true },
    );

  return (
    <Card
      title={
        <Space>
          <PrinterOutlined />
          {`打印${what}`}
        </Space>
      }
      extra={
        <Space wrap>
          {req.kind === 'barcode' && (
            <Segmented<TemuLabelCopies>
              value={req.copies}
              onChange={setCopies}
              options={TEMU_LABEL_COPIES.map((c) => ({ value: c, label: TEMU_LABEL_COPIES_LABELS[c] }))}
            />
          )}
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            重新生成
          </Button>
          <Button icon={<DownloadOutlined />} href={data.downloadUrl} download={data.fileName}>
            下载
          </Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={print} disabled={loadedUrl !== data.url}>
            打印
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'orders', label: '订单', children: `${data.orders} 个` },
          { key: 'pages', label: '标签', children: `${data.pages} 张` },
          { key: 'size', label: '尺寸', children: `${size.width} × ${size.height} mm` },
          {
            key: 'file',
            label: '文件',
            children: (
              <Typography.Text type="secondary">
                {formatFileSize(data.bytes)} · {parseTime(data.expiresAt, '{h}:{i}')} 前有效
              </Typography.Text>
            ),
          },
        ]}
      />
      <Alert type="info" showIcon message={HINTS[req.kind]} style={{ margin: '12px 0 16px' }} />
      <Spin spinning={loadedUrl !== data.url} tip="PDF 加载中…">
        <div className={styles.viewer}>
          <iframe
            ref={frame}
            key={data.url}
            title={`${what} PDF`}
            src={data.url}
            className={styles.frame}
            onLoad={() => setLoadedUrl(data.url)}
          />
        </div>
      </Spin>
    </Card>
  );
}
