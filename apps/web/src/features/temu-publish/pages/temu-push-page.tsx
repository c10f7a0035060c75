import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import {
  TEMU_PUBLISH_STATES,
  TEMU_PUBLISH_STATE_LABEL,
  type TemuPublishRow,
  type TemuPublishState,
} from '@podbench/contract';
import { App, Alert, Badge, Button, Card, Empty, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTemuShopOptions } from '@/shared/api/get-temu-shop-options';
import { parseTime } from '@/shared/utils/parse-time';
import { type PublishQuery, usePublishes, useRetryPublish } from '../api/temu-publishes';
import { useTemplates } from '../api/temu-templates';
import { PublishModal } from '../components/publish-modal';
import { PublishStateTag } from '../components/publish-state-tag';
import { tablePagination } from '@/shared/ui/table-pagination';

const TAB_COLOR: Partial<Record<TemuPublishState, string>> = {
  adding: '#1677ff',
  deferred: '#faad14',
  failed: '#ff4d4f',
};

/**
 * /publish/temuPush — publish templates × shops in batch and watch every job: 待发布 / 发布中 / 发布成功 / 发布失败
 * with Temu's message, refreshed live while any is running; failed ones can be retried.
 */
export default function TemuPushPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [query, setQuery] = useState<PublishQuery>({ pageNum: 1, pageSize: 20 });
  const [picked, setPicked] = useState<number[]>([]);
  const [publishing, setPublishing] = useState(false);
  const shops = useTemuShopOptions();
  const ready = useTemplates({ pageNum: 1, pageSize: 200 });
  const { data, isFetching, refetch } = usePublishes(query);
  const retry = useRetryPublish();
  const counts = data?.counts;
  const running = counts ? counts.queued + counts.adding : 0;
  const justQueued = params.get('queued');
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const tabLabel = (label: string, n: number | undefined, color = '#bfbfbf') => (
    <Space size={6}>
      {label}
      <Badge count={n ?? 0} color={color} />
    </Space>
  );
  const templateOptions = (ready.data?.rows ?? [])
    .filter((t) => t.problemCount === 0)
    .map((t) => ({ value: t.id, label: t.title }));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="模板发布">
        <Space wrap align="start">
          <Select
            mode="multiple"
            allowClear
            placeholder="选择要发布的模板（已通过校验的）"
            style={{ width: 420 }}
            maxTagCount="responsive"
            options={templateOptions}
            value={picked}
            onChange={setPicked}
            loading={ready.isLoading}
            optionFilterProp="label"
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可发布的模板" />}
            data-testid="push-templates"
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={picked.length === 0}
            onClick={() => setPublishing(true)}
          >
            选择店铺并发布
          </Button>
          <Button onClick={() => navigate('/publish/temuTemplate')}>管理模板</Button>
        </Space>
        {justQueued !== null && running > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            message={`已加入发布队列 ${justQueued} 条，正在发布：剩余 ${running} 条。可以离开本页，发布会在后台继续。`}
            data-testid="publish-progress"
          />
        )}
      </Card>
      <Card
        title="发布记录"
        extra={
          <Space>
            <Select
              allowClear
              placeholder="全部店铺"
              style={{ width: 180 }}
              options={shops}
              onChange={(v?: number) => setQuery((q) => ({ ...q, shopId: v, pageNum: 1 }))}
            />
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
              刷新
            </Button>
          </Space>
        }
      >
        <Tabs
          activeKey={query.state ?? 'all'}
          onChange={(k) =>
            setQuery((q) => ({ ...q, state: k === 'all' ? undefined : (k as TemuPublishState), pageNum: 1 }))
          }
          items={[
            { key: 'all', label: tabLabel('全部', all) },
            ...TEMU_PUBLISH_STATES.map((s) => ({
              key: s,
              label: tabLabel(TEMU_PUBLISH_STATE_LABEL[s], counts?.[s], TAB_COLOR[s]),
            })),
          ]}
        />
        <Table<TemuPublishRow>
          rowKey="id"
          dataSource={data?.rows ?? []}
          loading={isFetching && !data}
          scroll={{ x: 1000 }}
          columns={[
            {
              title: '模板',
              dataIndex: 'title',
              ellipsis: true,
              render: (t: string, r) => (
                <Typography.Link onClick={() => navigate(`/publish/temuInfo?id=${r.id}`)}>{t}</Typography.Link>
              ),
            },
            { title: '店铺', dataIndex: 'shopName', width: 150, ellipsis: true },
            {
              title: '状态',
              dataIndex: 'state',
              width: 110,
              render: (s: TemuPublishState) => <PublishStateTag state={s} />,
            },
            {
              title: 'Temu 反馈',
              dataIndex: 'error',
              render: (e: string | null, r) =>
                r.state === 'success' ? (
                  <Typography.Text type="secondary">商品 ID {r.goodsId}</Typography.Text>
                ) : e ? (
                  <Typography.Text type={r.state === 'failed' ? 'danger' : 'warning'} data-testid="publish-message">
                    {e}
                  </Typography.Text>
                ) : (
                  '—'
                ),
            },
            { title: '提交时间', dataIndex: 'createdAt', width: 170, render: (t: number) => parseTime(t) },
            {
              title: '完成时间',
              dataIndex: 'finishedAt',
              width: 170,
              render: (t: number | null) => (t ? parseTime(t) : '—'),
            },
            {
              title: '操作',
              key: 'op',
              width: 130,
              fixed: 'right',
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => navigate(`/publish/temuInfo?id=${r.id}`)}>
                    详情
                  </Button>
                  {r.state === 'failed' && (
                    <Button
                      type="link"
                      size="small"
                      loading={retry.isPending && retry.variables === r.id}
                      onClick={async () => {
                        await retry.mutateAsync(r.id);
                        message.success('已重新加入发布队列');
                      }}
                    >
                      重试
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
          locale={{
            emptyText: (
              <Empty
                description={
                  <Typography.Text type="secondary">还没有发布记录：在上方选择模板，再选择店铺发布</Typography.Text>
                }
              />
            ),
          }}
          pagination={tablePagination(query, data?.total, setQuery, '条')}
        />
      </Card>
      <PublishModal
        templateIds={picked}
        open={publishing}
        onClose={() => {
          setPublishing(false);
        }}
      />
    </Space>
  );
}
