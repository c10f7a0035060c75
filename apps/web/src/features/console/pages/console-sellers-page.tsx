import type { SellerRow } from '@podbench/contract';
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { type SellerQuery, useChangeSellerStatus, useSellers } from '../api/sellers';
import { AdjustBalanceModal } from '../components/adjust-balance-modal';
import { SellerDrawer } from '../components/seller-drawer';
import { tablePagination } from '@/shared/ui/table-pagination';

/** /console/sellers — operators find a seller, read the account, disable or enable it, adjust its balance. */
export default function ConsoleSellersPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<SellerQuery>({ pageNum: 1, pageSize: 20 });
  const [detail, setDetail] = useState<number | null>(null);
  const [adjusting, setAdjusting] = useState<SellerRow | null>(null);
  const { data, isFetching } = useSellers(query);
  const status = useChangeSellerStatus();
  const set = (patch: Partial<SellerQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));

  const toggle = async (r: SellerRow) => {
    const next = r.status === 0 ? 1 : 0;
    await status.mutateAsync({ id: r.id, status: next });
    message.success(next === 1 ? `已停用「${r.userName}」，其登录已全部失效` : `已启用「${r.userName}」`);
  };

  return (
    <Card title="卖家管理">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="账号 / 昵称 / 公司 / 手机号"
          style={{ width: 280 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 130 }}
          options={[
            { value: 0, label: '正常' },
            { value: 1, label: '停用' },
          ]}
          onChange={(v?: number) => set({ status: v })}
        />
      </Space>
      <Table<SellerRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1200 }}
        columns={[
          {
            title: '账号 / 昵称',
            key: 'name',
            width: 220,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Link onClick={() => setDetail(r.id)}>{r.userName}</Typography.Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.nickName}
                  {r.company ? ` · ${r.company}` : ''}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '手机号', dataIndex: 'phone', width: 130, render: (p: string | null) => p ?? '—' },
          {
            title: '会员',
            dataIndex: 'vipLevel',
            width: 80,
            render: (v: number) => (v > 0 ? <Tag color="gold">VIP{v}</Tag> : '普通'),
          },
          {
            title: '余额',
            dataIndex: 'balanceFen',
            width: 120,
            align: 'right',
            render: (f: number) => `¥${fenToYuan(f)}`,
          },
          { title: '店铺', dataIndex: 'shopCount', width: 70, align: 'right' },
          { title: '子账号', dataIndex: 'subAccountCount', width: 80, align: 'right' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: number) => (s === 0 ? <Tag color="success">正常</Tag> : <Tag color="error">停用</Tag>),
          },
          { title: '注册时间', dataIndex: 'createTime', width: 170, render: (t: number) => parseTime(t) },
          {
            title: '最近登录',
            dataIndex: 'lastLoginTime',
            width: 170,
            render: (t: number | null) => (t ? parseTime(t) : '—'),
          },
          {
            title: '操作',
            key: 'op',
            width: 200,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setDetail(r.id)}>
                  详情
                </Button>
                <Button type="link" size="small" onClick={() => setAdjusting(r)}>
                  调整余额
                </Button>
                <Popconfirm
                  title={r.status === 0 ? `停用「${r.userName}」？` : `启用「${r.userName}」？`}
                  description={r.status === 0 ? '停用后该账号及其子账号立即退出且无法登录' : undefined}
                  okText={r.status === 0 ? '停用' : '启用'}
                  okButtonProps={{ danger: r.status === 0 }}
                  onConfirm={() => toggle(r)}
                >
                  <Button type="link" size="small" danger={r.status === 0}>
                    {r.status === 0 ? '停用' : '启用'}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '个卖家')}
      />
      <SellerDrawer id={detail} onClose={() => setDetail(null)} />
      <AdjustBalanceModal seller={adjusting} onClose={() => setAdjusting(null)} />
    </Card>
  );
}
