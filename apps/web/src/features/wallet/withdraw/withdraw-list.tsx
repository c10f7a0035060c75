import { PAYEE_TYPE_LABELS, type Withdrawal, WithdrawStatus } from '@podbench/contract';
import { App, Button, Popconfirm, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { useCancelWithdraw } from '../api/cancel-withdraw';
import { useWithdrawals, type WithdrawalQuery } from '../api/get-withdrawals';
import { yuanText } from '../components/money';

const STATUS_COLOR: Record<Withdrawal['status'], string> = {
  [WithdrawStatus.PENDING]: 'processing',
  [WithdrawStatus.PAID]: 'success',
  [WithdrawStatus.REJECTED]: 'error',
  [WithdrawStatus.CANCELLED]: 'default',
};

/** Enough to recognise an account, not enough to misuse it on screen: zh***@example.com, 6222****1234. */
function mask(account: string) {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return account.length > 7 ? `${account.slice(0, 3)}****${account.slice(-4)}` : account;
}

const columns: TableColumnsType<Withdrawal> = [
  {
    title: '申请时间',
    dataIndex: 'createTime',
    width: 150,
    render: (t: number) => parseTime(t, '{y}-{m}-{d} {h}:{i}'),
  },
  { title: '金额', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => yuanText(fen) },
  {
    title: '收款账户',
    key: 'payee',
    render: (_v, row) => `${PAYEE_TYPE_LABELS[row.payeeType]} ${mask(row.payeeAccount)}（${row.payeeName}）`,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: Withdrawal['status'], row) => {
      const tag = <Tag color={STATUS_COLOR[status]}>{status}</Tag>;
      return status === WithdrawStatus.REJECTED && row.reason ? <Tooltip title={row.reason}>{tag}</Tooltip> : tag;
    },
  },
  {
    // The operator's transfer reference: what the seller quotes to their bank or to support.
    title: '打款流水号',
    dataIndex: 'payoutReference',
    width: 150,
    render: (ref: string) =>
      ref ? (
        <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} style={{ fontSize: 12 }}>
          {ref}
        </Typography.Text>
      ) : (
        '—'
      ),
  },
];

/** 取消 for a 待审核 application, confirmed first; the balance in the header follows. */
function CancelButton({ row }: { row: Withdrawal }) {
  const { message } = App.useApp();
  const cancel = useCancelWithdraw();
  if (row.status !== WithdrawStatus.PENDING) return null;
  return (
    <Popconfirm
      title="取消这笔提现？"
      description={`冻结的 ${yuanText(row.amountFen)} 将退回余额`}
      okText="取消提现"
      cancelText="保留"
      onConfirm={async () => {
        await cancel.mutateAsync(row.id);
        message.success('提现申请已取消，金额已退回余额');
      }}
    >
      <Button type="link" size="small" danger loading={cancel.isPending}>
        取消
      </Button>
    </Popconfirm>
  );
}

const actionColumn: TableColumnsType<Withdrawal>[number] = {
  title: '操作',
  key: 'op',
  width: 70,
  render: (_v, row) => <CancelButton row={row} />,
};

/** My withdrawal applications, newest first. */
export function WithdrawList() {
  const [query, setQuery] = useState<WithdrawalQuery>({ pageNum: 1, pageSize: 5 });
  const { data, isFetching } = useWithdrawals(query);
  return (
    <Table<Withdrawal>
      rowKey="id"
      size="small"
      columns={[...columns, actionColumn]}
      dataSource={data?.rows}
      loading={isFetching}
      locale={{ emptyText: '还没有提现记录' }}
      pagination={{
        current: query.pageNum,
        pageSize: query.pageSize,
        total: data?.total ?? 0,
        size: 'small',
        showTotal: (total) => `共 ${total} 条`,
        onChange: (pageNum, pageSize) => setQuery({ pageNum, pageSize }),
      }}
    />
  );
}
