import { ReloadOutlined } from '@ant-design/icons';
import {
  SHEIN_PUBLISH_STATE_LABELS,
  SHEIN_PUBLISH_STATES,
  type SheinPublishRow,
  type SheinPublishState,
} from '@podbench/contract';
import { App, Badge, Button, Card, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { tablePagination } from '@/shared/ui/table-pagination';
import { parseTime } from '@/shared/utils/parse-time';
import { type PublishQuery, useRetrySheinPublish, useSheinPublishes } from '../api/shein-publish';

const COLOR: Record<SheinPublishState, string> = {
  queued: 'default',
  adding: 'processing',
  success: 'success',
  failed: 'error',
};

/** 发布记录: each template × shop job with its state and Shein's message, live while any runs; retry failed ones. */
export function SheinPublishes() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<PublishQuery>({ pageNum: 1, pageSize: 10 });
  const { data, isFetching } = useSheinPublishes(query);
  const retry = useRetrySheinPublish();
  const counts = data?.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <Card title="发布记录" data-testid="shein-publishes">
      <Tabs
        activeKey={query.state ?? 'all'}
        onChange={(k) =>
          setQuery((q) => ({ ...q, pageNum: 1, state: k === 'all' ? undefined : (k as SheinPublishState) }))
        }
        items={[
          {
            key: 'all',
            label: (
              <Space size={6}>
                全部
                <Badge count={all} color="#bfbfbf" />
              </Space>
            ),
          },
          ...SHEIN_PUBLISH_STATES.map((s) => ({
            key: s,
            label: (
              <Space size={6}>
                {SHEIN_PUBLISH_STATE_LABELS[s]}
                <Badge count={counts[s] ?? 0} color={s === 'failed' ? '#ff4d4f' : '#bfbfbf'} />
              </Space>
            ),
          })),
        ]}
      />
      <Table<SheinPublishRow>
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        dataSource={data?.rows ?? []}
        scroll={{ x: 900 }}
        columns={[
          { title: '模板', dataIndex: 'title', ellipsis: true },
          { title: '店铺', dataIndex: 'shopName', width: 180, ellipsis: true },
          {
            title: '状态',
            dataIndex: 'state',
            width: 100,
            render: (s: SheinPublishState) => <Tag color={COLOR[s]}>{SHEIN_PUBLISH_STATE_LABELS[s]}</Tag>,
          },
          {
            title: 'SPU / Shein 返回',
            key: 'msg',
            render: (_, r) =>
              r.error ? (
                <Typography.Text type="danger" data-testid="shein-publish-message">
                  {r.error}
                </Typography.Text>
              ) : (
                (r.spuName ?? '—')
              ),
          },
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (t: number, r) => parseTime(r.finishedAt ?? t) },
          {
            title: '操作',
            key: 'op',
            width: 90,
            render: (_, r) =>
              r.state === 'failed' ? (
                <Button
                  type="link"
                  size="small"
                  icon={<ReloadOutlined />}
                  loading={retry.isPending && retry.variables === r.id}
                  onClick={async () => {
                    await retry.mutateAsync(r.id);
                    message.success('已重新排队');
                  }}
                >
                  重试
                </Button>
              ) : null,
          },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '条')}
      />
    </Card>
  );
}
