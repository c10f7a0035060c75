import { API, type SubAccount } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { SUB_ACCOUNTS_KEY } from './get-sub-accounts';

export const getSubAccount = (id: number) => http.get<SubAccount>(API.clientUser.detail, { id });

export const subAccountQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...SUB_ACCOUNTS_KEY, 'detail', id], queryFn: () => getSubAccount(id), staleTime: 0 });

export const useSubAccount = (id: number | null) =>
  useQuery({ ...subAccountQueryOptions(id ?? 0), enabled: id !== null });
