import { API_MONEY, type PageResult, type Withdrawal } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { WALLET_KEY } from './wallet-cache';

export interface WithdrawalQuery {
  pageNum: number;
  pageSize: number;
}

export const getWithdrawals = (query: WithdrawalQuery) =>
  http.get<PageResult<Withdrawal>>(API_MONEY.withdraw.page, { ...query });

export const withdrawalsQueryOptions = (query: WithdrawalQuery) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'withdrawals', query],
    queryFn: () => getWithdrawals(query),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (query: WithdrawalQuery, enabled = true) =>
  useQuery({ ...withdrawalsQueryOptions(query), enabled });
