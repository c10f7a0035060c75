import { API, type PageResult, type SubAccount } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export interface SubAccountQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export const SUB_ACCOUNTS_KEY = ['sub-accounts'] as const;

export const getSubAccounts = (query: SubAccountQuery) =>
  http.get<PageResult<SubAccount>>(API.clientUser.page, { ...query });

export const subAccountsQueryOptions = (query: SubAccountQuery) =>
  queryOptions({
    queryKey: [...SUB_ACCOUNTS_KEY, 'page', query],
    queryFn: () => getSubAccounts(query),
    placeholderData: keepPreviousData,
  });

export const useSubAccounts = (query: SubAccountQuery) => useQuery(subAccountsQueryOptions(query));
