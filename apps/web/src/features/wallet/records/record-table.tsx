import type { AccountRecord } from '@podbench/contract';
import { Table, type TableColumnsType, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { SignedAmount, yuanText } from '../components/money';
import { LedgerTypeTag } from './ledger-type';

const columns: TableColumnsType<AccountRecord> = [
  { title: '交易时间', dataIndex: 'createTime', width: 170, render: (t: number) => parseTime(t) },
  { title: '交易类型', dataIndex: 'type', width: 110, render: (type: string) => <LedgerTypeTag type={type} /> },
  {
    title: '金额',
    dataIndex: 'amountFen',
    width: 140,
    align: 'right',
    render: (fen: number) => <SignedAmount fen={fen} />,
  },
  {
    title: '交易后余额',
    dataIndex: 'balanceAfterFen',
    width: 140,
    align: 'right',
    render: (fen: number) => yuanText(fen),
  },
  {
    title: '关联单号',
    dataIndex: 'refLabel',
    width: 230,
    render: (ref: string) => (ref ? <Typography.Text copyable={{ text: ref }}>{ref}</Typography.Text> : '—'),
  },
  { title: '备注', dataIndex: 'remark', ellipsis: true, render: (r: string) => r || '—' },
  { title: '操作人', dataIndex: 'operatorName', width: 150, ellipsis: true, render: (n: string) => n || '—' },
];

interface RecordTableProps {
  rows: AccountRecord[] | undefined;
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
}

export function RecordTable({ rows, total, loading, pageNum, pageSize, onPage }: RecordTableProps) {
  return (
    <Table<AccountRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1100 }}
      locale={{ emptyText: '所选条件下没有交易记录' }}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (n) => `共 ${n} 条`,
        onChange: onPage,
      }}
    />
  );
}
