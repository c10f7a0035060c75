import { DeleteOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Input, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tablePagination } from '@/shared/ui/table-pagination';
import { parseTime } from '@/shared/utils/parse-time';
import { useDeleteTemplate, useTemplatePage } from '../api/publishing';
import type { Marketplace, MarketplaceTypes, TemplateQuery } from '../marketplace';
import { DesignPickerModal } from './design-picker-modal';
import { PriceRange } from './price-range';
import { Thumbnail } from './thumbnail';
import { PublishModal } from './publish-modal';

interface Props<T extends MarketplaceTypes> {
  m: Marketplace<T>;
  /** After templates were queued from this list. */
  onQueued?: (queued: number) => void;
}

/**
 * A marketplace's listing templates made from designs: search, 从设计生成, checked against the marketplace's rules,
 * edited, published one by one or in batch, deleted.
 */
export function TemplateList<T extends MarketplaceTypes>({ m, onQueued }: Props<T>) {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<TemplateQuery>({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [publishing, setPublishing] = useState<number[] | null>(null);
  const [picking, setPicking] = useState(false);
  const { data, isFetching } = useTemplatePage(m, query);
  const remove = useDeleteTemplate(m);
  const L = m.list;

  const edit = (id: number) => navigate(`${m.routes.editor}?id=${id}`);
  const confirmDelete = (r: T['row']) =>
    modal.confirm({
      title: `删除模板「${r.title.slice(0, 30)}」？`,
      content: L.deleteContent,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(r.id);
        setSelected((s) => s.filter((x) => x !== r.id));
        message.success('已删除');
      },
    });
  const ready = selected.filter((id) => {
    const r = data?.rows.find((x) => x.id === id);
    return r !== undefined && L.isReady(r);
  });
  const batchCount = L.batch === 'selected' ? selected.length : ready.length;
  const publishSelected = () => {
    if (ready.length < selected.length) message.warning(`${selected.length - ready.length} 个模板未通过校验，已跳过`);
    if (ready.length > 0) setPublishing(ready);
  };

  return (
    <Card
      title={L.title}
      extra={
        <Button icon={<PlusOutlined />} type="primary" onClick={() => setPicking(true)}>
          从设计生成
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="按标题搜索"
          style={{ width: 260 }}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v || undefined, pageNum: 1 }))}
        />
        <Button
          icon={<SendOutlined />}
          disabled={batchCount === 0}
          onClick={L.batch === 'selected' ? publishSelected : () => setPublishing(ready)}
        >
          批量发布{batchCount > 0 ? `（${batchCount}）` : ''}
        </Button>
      </Space>
      <Table<T['row']>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1000 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={[
          {
            title: '图片',
            dataIndex: 'imageUrl',
            width: 84,
            render: (url: string | null) => <Thumbnail url={url} />,
          },
          {
            title: '标题 / 类目',
            dataIndex: 'title',
            render: (title: string, r) => (
              <Space direction="vertical" size={0} style={{ maxWidth: 420 }}>
                <Typography.Link onClick={() => edit(r.id)} ellipsis>
                  {title}
                </Typography.Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.categoryPath || '未选择类目'}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '规格', key: 'spec', width: L.specWidth, render: (_, r) => L.spec(r) },
          {
            title: L.priceTitle,
            key: 'price',
            width: 150,
            render: (_, r) => <PriceRange min={r.priceMinFen} max={r.priceMaxFen} />,
          },
          { title: '校验', dataIndex: 'problemCount', width: L.checkWidth, render: (_, r) => L.check(r) },
          {
            title: '已发布',
            dataIndex: 'publishedCount',
            width: 90,
            render: (n: number) => (n > 0 ? `${n} 个店铺` : '—'),
          },
          { title: '更新时间', dataIndex: 'updatedAt', width: 170, render: (t: number) => parseTime(t) },
          {
            title: '操作',
            key: 'op',
            width: 250,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit(r.id)}>
                  编辑
                </Button>
                <Tooltip title={L.isReady(r) ? undefined : L.notReadyTip}>
                  <Button
                    type="link"
                    size="small"
                    icon={<SendOutlined />}
                    disabled={!L.isReady(r)}
                    onClick={() => setPublishing([r.id])}
                  >
                    发布
                  </Button>
                </Tooltip>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(r)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
        locale={{
          emptyText: <Empty description={<Typography.Text type="secondary">{L.emptyText}</Typography.Text>} />,
        }}
        pagination={tablePagination(query, data?.total, setQuery, '个模板')}
      />
      <PublishModal
        m={m}
        templateIds={publishing ?? []}
        open={publishing !== null}
        onClose={() => setPublishing(null)}
        onQueued={onQueued}
      />
      <DesignPickerModal
        m={m}
        open={picking}
        onClose={() => setPicking(false)}
        onCreated={(id) => {
          setPicking(false);
          message.success('模板已生成，请检查后发布');
          edit(id);
        }}
      />
    </Card>
  );
}
