import { ReloadOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, Empty, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tablePagination } from '@/shared/ui/table-pagination';
import { publishFilterFromUrl, useUrlFilter } from '@/shared/utils/use-url-filter';
import { usePublishPage, useRetryPublish } from '../api/publishing';
import type { Marketplace, MarketplaceTypes, PublishQuery } from '../marketplace';
import { PublishStateTag, STATE_LOOK } from './publish-state-tag';

/** The publish list's query and answer, held by the page (it also shows how many are still running). */
export function usePublishesView<T extends MarketplaceTypes>(m: Marketplace<T>) {
  const [query, setQuery] = useState<PublishQuery<T['state']>>({ pageNum: 1, pageSize: m.publishes.pageSize });
  // ?state=failed (经营概览's links) opens the list on that tab.
  useUrlFilter(['state'], (v) => setQuery((q) => ({ ...q, ...publishFilterFromUrl(v, m.states), pageNum: 1 })));
  const page = usePublishPage(m, query);
  return { query, setQuery, page };
}
export type PublishesView<T extends MarketplaceTypes> = ReturnType<typeof usePublishesView<T>>;

interface Props<T extends MarketplaceTypes> {
  m: Marketplace<T>;
  view: PublishesView<T>;
}

/**
 * 发布记录: each template × shop job with its state and the marketplace's answer, refreshed live while any runs,
 * tabbed by state with counts; failed ones can be retried, and opened where the marketplace has a publish page.
 */
export function PublishesTable<T extends MarketplaceTypes>({ m, view }: Props<T>) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { query, setQuery, page } = view;
  const { data, isFetching, refetch } = page;
  const retry = useRetryPublish(m);
  const shops = m.useShopOptions();
  const P = m.publishes;
  const counts: Partial<Record<string, number>> = data?.counts ?? {};
  const all = Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);
  const tabLabel = (label: string, n: number | undefined, color = '#bfbfbf') => (
    <Space size={6}>
      {label}
      <Badge count={n ?? 0} color={color} />
    </Space>
  );
  const info = m.routes.publishInfo;
  const label = (s: T['state']) => m.stateLabel[s];

  return (
    <Card
      title="发布记录"
      data-testid={`${m.testIdPrefix}publishes`}
      extra={
        P.toolbar && (
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
        )
      }
    >
      <Tabs
        activeKey={query.state ?? 'all'}
        onChange={(k) => setQuery((q) => ({ ...q, state: k === 'all' ? undefined : (k as T['state']), pageNum: 1 }))}
        items={[
          { key: 'all', label: tabLabel('全部', all) },
          ...m.states.map((s) => ({ key: s, label: tabLabel(label(s), counts[s], STATE_LOOK[s]?.tab) })),
        ]}
      />
      <Table<T['publishRow']>
        rowKey="id"
        dataSource={data?.rows ?? []}
        loading={isFetching && !data}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: '模板',
            dataIndex: 'title',
            ellipsis: true,
            render: (t: string, r) =>
              info ? <Typography.Link onClick={() => navigate(info(r.id))}>{t}</Typography.Link> : t,
          },
          { title: '店铺', dataIndex: 'shopName', width: 160, ellipsis: true },
          {
            title: '状态',
            dataIndex: 'state',
            width: 110,
            render: (s: T['state']) => (
              <PublishStateTag state={s} label={label(s)} testId={`${m.testIdPrefix}publish-state`} />
            ),
          },
          {
            title: P.feedbackTitle,
            key: 'feedback',
            render: (_, r) => {
              const published = P.published(r);
              if (r.state === 'success' && published) return published;
              if (r.error)
                return (
                  <Typography.Text
                    type={r.state === 'failed' ? 'danger' : 'warning'}
                    data-testid={`${m.testIdPrefix}publish-message`}
                  >
                    {r.error}
                  </Typography.Text>
                );
              return published ?? '—';
            },
          },
          ...P.timeColumns,
          {
            title: '操作',
            key: 'op',
            width: info ? 130 : 90,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                {info && (
                  <Button type="link" size="small" onClick={() => navigate(info(r.id))}>
                    详情
                  </Button>
                )}
                {r.state === 'failed' && (
                  <Button
                    type="link"
                    size="small"
                    loading={retry.isPending && retry.variables === r.id}
                    onClick={async () => {
                      await retry.mutateAsync(r.id);
                      message.success(P.retried);
                    }}
                  >
                    重试
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        locale={
          P.emptyText
            ? { emptyText: <Empty description={<Typography.Text type="secondary">{P.emptyText}</Typography.Text>} /> }
            : undefined
        }
        pagination={tablePagination(query, data?.total, setQuery, '条')}
      />
    </Card>
  );
}
