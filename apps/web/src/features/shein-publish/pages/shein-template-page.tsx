import { DeleteOutlined, EditOutlined, FileImageOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { SheinTemplateRow } from '@podbench/contract';
import { App, Button, Card, Empty, Image, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tablePagination } from '@/shared/ui/table-pagination';
import { parseTime } from '@/shared/utils/parse-time';
import { PriceRange } from '../../temu-publish/components/price-range';
import { type PageQuery, useDeleteSheinTemplate, useSheinTemplates } from '../api/shein-publish';
import { SheinDesignPicker } from '../components/shein-design-picker';
import { SheinPublishModal } from '../components/shein-publish-modal';
import { SheinPublishes } from '../components/shein-publishes';

/** /publish/sheinTemplate — Shein templates made from designs, checked field by field, published, with the jobs. */
export default function SheinTemplatePage() {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<PageQuery>({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [publishing, setPublishing] = useState<number[] | null>(null);
  const [picking, setPicking] = useState(false);
  const { data, isFetching } = useSheinTemplates(query);
  const remove = useDeleteSheinTemplate();
  const edit = (id: number) => navigate(`/publish/sheinTemplateInfo?id=${id}`);
  const confirmDelete = (r: SheinTemplateRow) =>
    modal.confirm({
      title: `删除模板「${r.title.slice(0, 30)}」？`,
      content: '已发布到 Shein 的商品不受影响，但之后无法再用此模板更新。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(r.id);
        setSelected((s) => s.filter((x) => x !== r.id));
        message.success('已删除');
      },
    });
  const ready = selected.filter((id) => (data?.rows.find((r) => r.id === id)?.problemCount ?? 1) === 0);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="Shein 模板"
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
          <Button icon={<SendOutlined />} disabled={ready.length === 0} onClick={() => setPublishing(ready)}>
            批量发布{ready.length > 0 ? `（${ready.length}）` : ''}
          </Button>
        </Space>
        <Table<SheinTemplateRow>
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
              render: (url: string | null) =>
                url ? (
                  <Image src={url} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : (
                  <FileImageOutlined style={{ fontSize: 28, color: '#bfbfbf' }} />
                ),
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
            { title: '规格', key: 'spec', width: 130, render: (_, r) => `${r.skcCount} SKC / ${r.skuCount} SKU` },
            {
              title: '价格',
              key: 'price',
              width: 150,
              render: (_, r) => <PriceRange min={r.priceMinFen} max={r.priceMaxFen} />,
            },
            {
              title: '校验',
              dataIndex: 'problemCount',
              width: 120,
              render: (n: number) =>
                n === 0 ? <Tag color="success">可发布</Tag> : <Tag color="warning">{n} 项待完善</Tag>,
            },
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
              width: 230,
              fixed: 'right',
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit(r.id)}>
                    编辑
                  </Button>
                  <Tooltip title={r.problemCount > 0 ? '请先完善模板' : undefined}>
                    <Button
                      type="link"
                      size="small"
                      icon={<SendOutlined />}
                      disabled={r.problemCount > 0}
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
          locale={{ emptyText: <Empty description="还没有 Shein 模板：点击右上角「从设计生成」" /> }}
          pagination={tablePagination(query, data?.total, setQuery, '个模板')}
        />
      </Card>
      <SheinPublishes />
      <SheinPublishModal
        templateIds={publishing ?? []}
        open={publishing !== null}
        onClose={() => setPublishing(null)}
        onQueued={(n) => message.success(`已排队 ${n} 条发布，下方「发布记录」可查看进度`)}
      />
      <SheinDesignPicker
        open={picking}
        onClose={() => setPicking(false)}
        onCreated={(id) => {
          setPicking(false);
          message.success('模板已生成，请检查后发布');
          edit(id);
        }}
      />
    </Space>
  );
}
