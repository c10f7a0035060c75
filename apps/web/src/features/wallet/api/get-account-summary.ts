import { type AccountSummary, API_MONEY } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import type { RecordFilter } from './get-account-records';
import { WALLET_KEY } from './wallet-cache';

export type SummaryRange = Pick<RecordFilter, 'beginTime' | 'endTime'>;

/** Totals per type and one point per day of the range (zeros included). */
export const getAccountSummary = (range: SummaryRange) =>
  http.get<AccountSummary>(API_MONEY.accountRecord.summary, { ...range });

export const accountSummaryQueryOptions = (range: SummaryRange) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'account-summary', range],
    queryFn: () => getAccountSummary(range),
    placeholderData: keepPreviousData,
  });

export const useAccountSummary = (range: SummaryRange) => useQuery(accountSummaryQueryOptions(range));
