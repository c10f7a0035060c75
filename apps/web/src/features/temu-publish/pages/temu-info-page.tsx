import { ArrowLeftOutlined, FileImageOutlined } from '@ant-design/icons';
import { TEMU_PUBLISH_STATE_LABEL, type TemuPublishDetail } from '@podbench/contract';
import { Alert, App, Button, Card, Descriptions, Image, Skeleton, Space, Steps, Table, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { NotFoundCard } from '@/shared/ui/not-found-card';
import { useRetryPublish } from '@/shared/publishing/api/publishing';
import { PublishStateTag } from '@/shared/publishing/components/publish-state-tag';
import { usePublish } from '../api/temu-publishes';
import { TEMU } from '../marketplace';

/** Where a publish is: 排队 → 上传图片 → 提交商品 → 完成 (steps follow the job's recorded state). */
function stepsOf(d: TemuPublishDetail) {
  const current = d.state === 'queued' ? (d.startedAt ? 1 : 0) : d.state === 'adding' ? 2 : 3;
  const status = d.state === 'failed' ? 'error' : d.state === 'success' ? 'finish' : 'process';
  return { current, status } as const;
}

/** /publish/temuInfo?id= — one publish: its template, shop, steps, Temu's answer, and the SKUs with their 货号. */
export default function TemuInfoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = Number(params.get('id')) || null;
  const { data: d, isLoading, isError } = usePublish(id);
  const retry = useRetryPublish(TEMU);
  const back = () => navigate('/publish/temuPush');
  if (id === null || isError) return <NotFoundCard title="发布记录不存在" backText="返回模板发布" onBack={back} />;
  if (isLoading || !d)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const { current, status } = stepsOf(d);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="返回" />
            发布详情
            <PublishStateTag state={d.state} label={TEMU_PUBLISH_STATE_LABEL[d.state]} testId="publish-state" />
          </Space>
        }
        extra={
          d.state === 'failed' && (
            <Button
              type="primary"
              loading={retry.isPending}
              onClick={async () => {
                await retry.mutateAsync(d.id);
                message.success('已重新加入发布队列');
              }}
            >
              重试
            </Button>
          )
        }
      >
        <Steps
          current={current}
          status={status}
          style={{ marginBottom: 24 }}
          items={[
            { title: '排队', description: parseTime(d.createdAt) },
            { title: '上传图片', description: d.startedAt ? parseTime(d.startedAt) : undefined },
            { title: '提交商品' },
            {
              title: d.state === 'failed' ? '发布失败' : '发布成功',
              description: d.finishedAt ? parseTime(d.finishedAt) : undefined,
            },
          ]}
        />
        <Space align="start" size={24} wrap>
          {d.imageUrl ? (
            <Image src={d.imageUrl} width={120} height={120} style={{ objectFit: 'cover', borderRadius: 6 }} />
          ) : (
            <FileImageOutlined style={{ fontSize: 64, color: '#bfbfbf' }} />
          )}
          <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ minWidth: 480 }}>
            <Descriptions.Item label="模板">
              <Typography.Link onClick={() => navigate(`${TEMU.routes.editor}?id=${d.templateId}`)}>
                {d.title}
              </Typography.Link>
            </Descriptions.Item>
            <Descriptions.Item label="店铺">{d.shopName}</Descriptions.Item>
            <Descriptions.Item label="类目">{d.categoryPath || '—'}</Descriptions.Item>
            <Descriptions.Item label="Temu 商品 ID">{d.goodsId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="尝试次数">{d.attempts}</Descriptions.Item>
            <Descriptions.Item label="币种">{d.currency ?? '—'}</Descriptions.Item>
            {d.skcIds.length > 0 && <Descriptions.Item label="SKC ID">{d.skcIds.join('、')}</Descriptions.Item>}
            {d.deferredUntil && (
              <Descriptions.Item label="次日发布">
                {parseTime(d.deferredUntil)} 自动重新发布（Temu 当日发品已达上限）
              </Descriptions.Item>
            )}
            {d.duplicateOf && (
              <Descriptions.Item label="重复商品" span={2}>
                Temu 上已有相同商品：SPU {d.duplicateOf.productId}，SKC {d.duplicateOf.productSkcId}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="更新时间">{parseTime(d.updatedAt)}</Descriptions.Item>
            {d.error && (
              <Descriptions.Item label="Temu 反馈" span={2}>
                <Typography.Text type={d.state === 'failed' ? 'danger' : 'warning'} data-testid="publish-message">
                  {d.error}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
        </Space>
        {d.notice && (
          <Alert style={{ marginTop: 16 }} type="info" showIcon message={d.notice} data-testid="publish-notice" />
        )}
        {d.templateChanges.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type={d.templateChanges.some((c) => c.breaking) ? 'error' : 'info'}
            showIcon
            message="发布前重新获取类目属性模板时发现变化"
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {d.templateChanges.map((c) => (
                  <li key={`${c.kind}:${c.property}:${c.message}`}>{c.message}</li>
                ))}
              </ul>
            }
          />
        )}
      </Card>
      <Card title={`SKU（${d.skus.length}）`}>
        <Table
          size="small"
          rowKey="extCode"
          dataSource={d.skus}
          pagination={false}
          scroll={{ x: 800 }}
          columns={[
            { title: '颜色', dataIndex: 'color', width: 100 },
            { title: '尺码', dataIndex: 'size', width: 80 },
            { title: '货号（extCode）', dataIndex: 'extCode', width: 180 },
            { title: 'Temu SKU ID', dataIndex: 'productSkuId', width: 150, render: (v: string | null) => v ?? '—' },
            { title: '供货价', dataIndex: 'priceFen', width: 100, render: (f: number) => `¥${fenToYuan(f)}` },
            { title: '库存', dataIndex: 'stock', width: 90 },
            { title: '重量', dataIndex: 'weightG', width: 90, render: (g: number) => `${g} 克` },
          ]}
        />
      </Card>
    </Space>
  );
}
