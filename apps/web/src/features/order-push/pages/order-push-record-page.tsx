import type { OrderPushRow } from '@podbench/contract';
import { App, Button, Card, Drawer, Empty, Input, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { parseTime } from '@/shared/utils/parse-time';
import { usePushRecord, usePushRecords, useSharePushRecord } from '../api/order-push';
import { PushRecordView } from '../components/push-record-view';

/**
 * /clientOrderPushRecord and 订单管理 › 订单推送记录 (/order/orderPushRecord) — the signed-in seller's orders pushed to
 * production, each shareable by signed link. `?orderSn=` (an order's 推送记录 link) opens it filtered to that order.
 */
export default function OrderPushRecordPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const [params] = useSearchParams();
  const linkedSn = params.get('orderSn')?.trim() || undefined;
  const [q, setQ] = useState<{ pageNum: number; pageSize: number; orderSn?: string }>({
    pageNum: 1,
    pageSize: 20,
    orderSn: linkedSn,
  });
  const [search, setSearch] = useState(linkedSn ?? '');
  useEffect(() => {
    if (!linkedSn) return;
    setSearch(linkedSn);
    setQ((x) => ({ ...x, pageNum: 1, orderSn: linkedSn }));
  }, [linkedSn]);
  const [open, setOpen] = useState<number | null>(null);
  const { data, isFetching } = usePushRecords(q, signedIn);
  const detail = usePushRecord(open);
  const share = useSharePushRecord();

  if (!signedIn)
    return (
      <Card>
        <Result
          status="403"
          title="请登录后查看订单推送记录"
          subTitle="工厂或合作方请使用卖家分享的签名链接查看单个推送记录。"
          extra={
            <Button type="primary" onClick={() => navigate('/login?redirect=%2FclientOrderPushRecord')}>
              去登录
            </Button>
          }
        />
      </Card>
    );

  const copyLink = async (id: number) => {
    const r = await share.mutateAsync(id);
    const url = `${window.location.origin}${window.location.pathname}#${r.path}`;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    message.success(`签名链接已复制，${parseTime(r.expiresAt, '{y}-{m}-{d} {h}:{i}')} 前有效`);
  };

  return (
    <Card title="订单推送记录">
      <Typography.Paragraph type="secondary">
        备货单支付后自动推送到生产：记录推送的印刷文件、时间、操作人与结果。可生成 7 天有效的签名链接给工厂查看。
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder="备货单号"
        style={{ width: 240, marginBottom: 16 }}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(v) => setQ({ pageNum: 1, pageSize: q.pageSize, orderSn: v.trim() || undefined })}
      />
      <Table<OrderPushRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 900 }}
        columns={[
          { title: '推送时间', dataIndex: 'createdAt', width: 170, render: (t: number) => parseTime(t) },
          { title: '备货单号', dataIndex: 'subPurchaseOrderSn', width: 170 },
          { title: '商品', dataIndex: 'productName', ellipsis: true },
          { title: '数量', dataIndex: 'quantity', width: 70, align: 'right' },
          { title: '文件', dataIndex: 'fileCount', width: 70, align: 'right' },
          {
            title: '结果',
            dataIndex: 'result',
            width: 100,
            render: (r: string, row) =>
              r === 'success' ? (
                <Tag color="success">推送成功</Tag>
              ) : (
                <Typography.Text type="danger" title={row.message}>
                  推送失败
                </Typography.Text>
              ),
          },
          { title: '操作人', dataIndex: 'pushedBy', width: 120 },
          {
            title: '操作',
            key: 'op',
            width: 150,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setOpen(r.id)}>
                  详情
                </Button>
                <Button type="link" size="small" loading={share.isPending} onClick={() => void copyLink(r.id)}>
                  复制链接
                </Button>
              </Space>
            ),
          },
        ]}
        locale={{ emptyText: <Empty description="暂无推送记录：备货单支付后会自动推送到生产" /> }}
        pagination={{
          current: q.pageNum,
          pageSize: q.pageSize,
          total: data?.total ?? 0,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (pageNum, pageSize) => setQ((x) => ({ ...x, pageNum, pageSize })),
        }}
      />
      <Drawer title="推送详情" width={720} open={open !== null} onClose={() => setOpen(null)} destroyOnHidden>
        {detail.data ? <PushRecordView record={detail.data} /> : <Skeleton active />}
      </Drawer>
    </Card>
  );
}
