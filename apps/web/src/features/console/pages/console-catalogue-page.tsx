import { PlusOutlined } from '@ant-design/icons';
import type { AdminBlankRow } from '@podbench/contract';
import { Button, Card, Image, Input, Radio, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { tablePagination } from '@/shared/ui/table-pagination';
import { useAdminBlanks } from '../api/catalogue';
import { BlankFormModal } from '../catalogue/blank-form-modal';
import { CategoryTreeCard } from '../catalogue/category-tree-card';

interface Query {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  categoryId?: number;
  status?: number;
}

/** /console/catalogue — 底版管理: the category tree beside every blank (on sale or not), searchable. */
export default function ConsoleCataloguePage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<Query>({ pageNum: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const { data, isFetching } = useAdminBlanks(query);
  const edit = (id: number) => navigate(`/console/catalogueBlank?id=${id}`);

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(240px, 300px) 1fr', gap: 16, alignItems: 'start' }}>
      <CategoryTreeCard
        selected={query.categoryId ?? null}
        onSelect={(id) => setQuery((q) => ({ ...q, pageNum: 1, categoryId: id ?? undefined }))}
      />
      <Card
        title="底版管理"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建底版
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder="名称或编码"
            style={{ width: 260 }}
            onSearch={(keyword) => setQuery((q) => ({ ...q, pageNum: 1, keyword: keyword.trim() || undefined }))}
          />
          <Radio.Group
            optionType="button"
            value={query.status ?? 'all'}
            onChange={(e) =>
              setQuery((q) => ({
                ...q,
                pageNum: 1,
                status: e.target.value === 'all' ? undefined : Number(e.target.value),
              }))
            }
            options={[
              { value: 'all', label: '全部' },
              { value: 0, label: '在售' },
              { value: 1, label: '已下架' },
            ]}
          />
        </Space>
        <Table<AdminBlankRow>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.rows ?? []}
          pagination={tablePagination(query, data?.total, setQuery, '个底版')}
          onRow={(r) => ({ onDoubleClick: () => edit(r.id) })}
          columns={[
            {
              title: '底版',
              key: 'name',
              width: 320,
              render: (_, r) => (
                <Space>
                  {r.coverUrl ? (
                    <Image src={r.coverUrl} width={48} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
                  ) : (
                    <div
                      style={{
                        width: 48,
                        height: 64,
                        borderRadius: 4,
                        background: '#f0f0f0',
                        display: 'grid',
                        placeItems: 'center',
                        fontSize: 12,
                        color: '#999',
                      }}
                    >
                      无图
                    </div>
                  )}
                  <div>
                    <Typography.Link onClick={() => edit(r.id)}>{r.name}</Typography.Link>
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {r.code}
                      </Typography.Text>
                    </div>
                  </div>
                </Space>
              ),
            },
            { title: '类目', key: 'cat', render: (_, r) => r.categoryPath.join(' / ') },
            { title: '规格数', dataIndex: 'variantCount', width: 80, align: 'right' },
            {
              title: '最低底价',
              dataIndex: 'minBaseCostFen',
              width: 100,
              align: 'right',
              render: (f: number, r) => (r.variantCount ? `¥${fenToYuan(f)}` : '—'),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 80,
              render: (s: number) => (s === 0 ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>),
            },
            { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (t: number) => parseTime(t) },
            {
              title: '操作',
              key: 'op',
              width: 80,
              render: (_, r) => (
                <Button type="link" size="small" onClick={() => edit(r.id)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <BlankFormModal
        open={creating}
        blank={null}
        defaultCategoryId={query.categoryId ?? null}
        onClose={() => setCreating(false)}
        onSaved={(id) => {
          setCreating(false);
          edit(id);
        }}
      />
    </div>
  );
}
