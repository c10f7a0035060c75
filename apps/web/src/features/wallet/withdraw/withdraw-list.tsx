import { PAYEE_TYPE_LABELS, type Withdrawal, WithdrawStatus } from '@podbench/contract';
import { Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { parseTime } from '@/shared/utils/parse-time';
import { useWithdrawals, type WithdrawalQuery } from '../api/get-withdrawals';
import { yuanText } from '../components/money';

const STATUS_COLOR: Record<Withdrawal['status'], string> = {
  [WithdrawStatus.PENDING]: 'processing',
  [WithdrawStatus.PAID]: 'success',
  [WithdrawStatus.REJECTED]: 'error',
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
      const note =
        status === WithdrawStatus.REJECTED ? row.reason : row.payoutReference && `打款流水 ${row.payoutReference}`;
      return note ? <Tooltip title={note}>{tag}</Tooltip> : tag;
    },
  },
];

/** My withdrawal applications, newest first. */
export function WithdrawList() {
  const [query, setQuery] = useState<WithdrawalQuery>({ pageNum: 1, pageSize: 5 });
  const { data, isFetching } = useWithdrawals(query);
  return (
    <Table<Withdrawal>
      rowKey="id"
      size="small"
      columns={columns}
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
