import { type LedgerType, WALLET_VIEW } from '@podbench/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useHasPermi } from '@/shared/permission';
import { useExportAccountRecords } from '../api/export-account-records';
import { type RecordFilter, useAccountRecords } from '../api/get-account-records';
import { useAccountSummary } from '../api/get-account-summary';
import { afterMoneyChange } from '../api/wallet-cache';
import { NoPermission } from '../components/no-permission';
import { type DayRange, defaultRange, RecordFilters } from './record-filters';
import { RecordTable } from './record-table';
import { SummaryCards } from './summary-cards';
import { TrendChart } from './trend-chart';

const DAY = 'YYYY-MM-DD';

/** /statistics/clientUserAccountRecord: type + date filters, totals per type, the daily trend, the ledger, export. */
export default function AccountRecordPage() {
  const allowed = useHasPermi([WALLET_VIEW]);
  const [type, setType] = useState<LedgerType>();
  const [range, setRange] = useState<DayRange>(defaultRange);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const dates = { beginTime: range[0].format(DAY), endTime: range[1].format(DAY) };
  const filter: RecordFilter = { type, ...dates };
  const summary = useAccountSummary(dates);
  const records = useAccountRecords({ ...filter, ...page });
  const exporter = useExportAccountRecords();
  const queryClient = useQueryClient();

  if (!allowed) return <NoPermission action="查看交易记录" />;
  const pickType = (next: LedgerType | undefined) => {
    setType(next);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  return (
    <Flex vertical gap={20}>
      <Card variant="borderless">
        <RecordFilters
          type={type}
          range={range}
          onType={pickType}
          onRange={(next) => {
            setRange(next);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          // Money may have moved elsewhere (an order paid, a withdrawal reviewed): the header is re-read too.
          onRefresh={() => void afterMoneyChange(queryClient)}
          onExport={() => exporter.mutate(filter)}
          exporting={exporter.isPending}
        />
      </Card>
      <SummaryCards summary={summary.data} selected={type} onPick={pickType} />
      <Card variant="borderless" title={type ? `${type}走势（元）` : '收支走势（元）'}>
        <TrendChart daily={summary.data?.daily} type={type} loading={summary.isFetching} />
      </Card>
      <Card variant="borderless" title="交易明细">
        <RecordTable
          rows={records.data?.rows}
          total={records.data?.total ?? 0}
          loading={records.isFetching}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      </Card>
    </Flex>
  );
}
