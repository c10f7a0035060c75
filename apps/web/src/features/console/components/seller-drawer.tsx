import { Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { useSeller } from '../api/sellers';

/** A seller in full: account, VIP, balance, shops and the latest ledger rows. */
export function SellerDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: s, isLoading } = useSeller(id);
  return (
    <Drawer title="卖家详情" width={720} open={id !== null} onClose={onClose} destroyOnHidden>
      {isLoading || !s ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="账号">{s.userName}</Descriptions.Item>
            <Descriptions.Item label="昵称">{s.nickName}</Descriptions.Item>
            <Descriptions.Item label="手机号">{s.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{s.email || '—'}</Descriptions.Item>
            <Descriptions.Item label="公司">{s.company || '—'}</Descriptions.Item>
            <Descriptions.Item label="状态">
              {s.status === 0 ? <Tag color="success">正常</Tag> : <Tag color="error">停用</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="会员">
              {s.vipLevel > 0 ? `VIP${s.vipLevel}` : '普通'}
              {s.vipExpireTime ? `（${parseTime(s.vipExpireTime, '{y}-{m}-{d}')} 到期）` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="余额">¥{fenToYuan(s.balanceFen)}</Descriptions.Item>
            <Descriptions.Item label="子账号">{s.subAccountCount}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{parseTime(s.createTime)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            店铺（{s.shops.length}）
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={s.shops}
            columns={[
              {
                title: '平台',
                dataIndex: 'platform',
                width: 80,
                render: (p: string) => (p === 'temu' ? 'Temu' : 'Shein'),
              },
              { title: '店铺', dataIndex: 'mallName' },
              { title: '店铺 ID', dataIndex: 'mallId', width: 140 },
              {
                title: '状态',
                dataIndex: 'unbound',
                width: 80,
                render: (u: boolean) => (u ? <Tag>已解绑</Tag> : <Tag color="success">已授权</Tag>),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            最近流水
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={s.ledger}
            columns={[
              { title: '时间', dataIndex: 'createTime', width: 160, render: (t: number) => parseTime(t) },
              { title: '类型', dataIndex: 'type', width: 90 },
              {
                title: '金额',
                dataIndex: 'amountFen',
                width: 110,
                align: 'right',
                render: (f: number) => (
                  <Typography.Text type={f < 0 ? 'danger' : 'success'}>
                    {f < 0 ? '-' : '+'}¥{fenToYuan(Math.abs(f))}
                  </Typography.Text>
                ),
              },
              {
                title: '余额',
                dataIndex: 'balanceAfterFen',
                width: 110,
                align: 'right',
                render: (f: number) => `¥${fenToYuan(f)}`,
              },
              { title: '备注', dataIndex: 'remark', ellipsis: true },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
