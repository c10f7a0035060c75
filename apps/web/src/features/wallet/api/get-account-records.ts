import { type AccountRecord, API_MONEY, type LedgerType, type PageResult } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { WALLET_KEY } from './wallet-cache';

/** Dates are Beijing days 'YYYY-MM-DD', both inclusive. */
export interface RecordFilter {
  type?: LedgerType;
  beginTime?: string;
  endTime?: string;
}

export interface RecordQuery extends RecordFilter {
  pageNum: number;
  pageSize: number;
}

export const getAccountRecords = (query: RecordQuery) =>
  http.get<PageResult<AccountRecord>>(API_MONEY.accountRecord.page, { ...query });

export const accountRecordsQueryOptions = (query: RecordQuery) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'account-records', query],
    queryFn: () => getAccountRecords(query),
    placeholderData: keepPreviousData,
  });

export const useAccountRecords = (query: RecordQuery) => useQuery(accountRecordsQueryOptions(query));
