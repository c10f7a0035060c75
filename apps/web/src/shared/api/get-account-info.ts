import { API, type AccountInfo } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../request/request';

export const getAccountInfo = () => http.get<AccountInfo>(API.clientUser.accountInfo);

export const ACCOUNT_INFO_KEY = ['account-info'] as const;

export const accountInfoQueryOptions = () => queryOptions({ queryKey: ACCOUNT_INFO_KEY, queryFn: getAccountInfo });

export const useAccountInfo = () => useQuery(accountInfoQueryOptions());
