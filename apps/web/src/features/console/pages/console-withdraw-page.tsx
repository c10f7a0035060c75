import {
  type AdminWithdrawal,
  PAYEE_TYPE_LABELS,
  WithdrawStatus,
  type WithdrawStatus as WithdrawStatusValue,
} from '@podbench/contract';
import { App, Button, Card, Form, Input, Modal, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { useApproveWithdrawal, useRejectWithdrawal, useWithdrawals, type WithdrawQuery } from '../api/withdrawals';
import { tablePagination } from '@/shared/ui/table-pagination';

const STATUS_COLOR: Record<WithdrawStatusValue, string> = {
  [WithdrawStatus.PENDING]: 'processing',
  [WithdrawStatus.PAID]: 'success',
  [WithdrawStatus.REJECTED]: 'default',
  [WithdrawStatus.CANCELLED]: 'default',
};

type Review = { kind: 'approve' | 'reject'; row: AdminWithdrawal };

/** /console/withdraw — review sellers' withdrawal requests: 通过 with the payout reference, or 驳回 with a reason. */
export default function ConsoleWithdrawPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<WithdrawQuery>({ pageNum: 1, pageSize: 20, status: WithdrawStatus.PENDING });
  const [review, setReview] = useState<Review | null>(null);
  const [form] = Form.useForm<{ text: string }>();
  const { data, isFetching } = useWithdrawals(query);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();

  const submit = async () => {
    if (!review) return;
    const { text } = await form.validateFields();
    if (review.kind === 'approve') await approve.mutateAsync({ id: review.row.id, payoutReference: text });
    else await reject.mutateAsync({ id: review.row.id, reason: text });
    message.success(review.kind === 'approve' ? '已通过并记录打款流水号' : '已驳回，金额已退回卖家余额');
    setReview(null);
  };

  return (
    <Card title="提现审核">
      <Tabs
        activeKey={query.status ?? 'all'}
        onChange={(k) =>
          setQuery((q) => ({ ...q, pageNum: 1, status: k === 'all' ? undefined : (k as WithdrawStatusValue) }))
        }
        items={[
          { key: WithdrawStatus.PENDING, label: '待审核' },
          { key: WithdrawStatus.PAID, label: '已打款' },
          { key: WithdrawStatus.REJECTED, label: '已驳回' },
          { key: WithdrawStatus.CANCELLED, label: '已取消' },
          { key: 'all', label: '全部' },
        ]}
      />
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="卖家账号 / 收款人"
          style={{ width: 240 }}
          onSearch={(v) => setQuery((q) => ({ ...q, pageNum: 1, keyword: v.trim() || undefined }))}
        />
      </Space>
      <Table<AdminWithdrawal>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1100 }}
        columns={[
          { title: '申请时间', dataIndex: 'createTime', width: 170, render: (t: number) => parseTime(t) },
          { title: '卖家', dataIndex: 'userName', width: 140 },
          {
            title: '金额',
            dataIndex: 'amountFen',
            width: 110,
            align: 'right',
            render: (f: number) => <Typography.Text strong>¥{fenToYuan(f)}</Typography.Text>,
          },
          {
            title: '收款',
            key: 'payee',
            render: (_, r) => `${PAYEE_TYPE_LABELS[r.payeeType]} · ${r.payeeName} · ${r.payeeAccount}`,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: WithdrawStatusValue) => <Tag color={STATUS_COLOR[s]}>{s}</Tag>,
          },
          {
            title: '处理',
            key: 'result',
            width: 220,
            render: (_, r) =>
              r.status === WithdrawStatus.PAID
                ? `流水号 ${r.payoutReference}`
                : r.status === WithdrawStatus.REJECTED
                  ? `原因：${r.reason}`
                  : '—',
          },
          {
            title: '操作',
            key: 'op',
            width: 130,
            fixed: 'right',
            render: (_, r) =>
              r.status === WithdrawStatus.PENDING ? (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setReview({ kind: 'approve', row: r })}>
                    通过
                  </Button>
                  <Button type="link" size="small" danger onClick={() => setReview({ kind: 'reject', row: r })}>
                    驳回
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{r.reviewerName || '—'}</Typography.Text>
              ),
          },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '条')}
      />
      <Modal
        title={review?.kind === 'approve' ? '通过提现' : '驳回提现'}
        open={review !== null}
        onCancel={() => setReview(null)}
        onOk={() => void submit()}
        okText={review?.kind === 'approve' ? '确认已打款' : '驳回'}
        okButtonProps={{ danger: review?.kind === 'reject' }}
        confirmLoading={approve.isPending || reject.isPending}
        destroyOnHidden
      >
        {review && (
          <Typography.Paragraph>
            {review.row.userName} 申请提现 ¥{fenToYuan(review.row.amountFen)} 到{' '}
            {PAYEE_TYPE_LABELS[review.row.payeeType]} {review.row.payeeAccount}（{review.row.payeeName}）。
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="text"
            label={review?.kind === 'approve' ? '打款流水号' : '驳回原因'}
            rules={[
              {
                required: true,
                whitespace: true,
                message: review?.kind === 'approve' ? '请填写打款流水号' : '请填写驳回原因',
              },
            ]}
          >
            <Input maxLength={review?.kind === 'approve' ? 64 : 200} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
