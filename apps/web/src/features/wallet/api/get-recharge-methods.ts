import { API_MONEY, type PayMethod } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { WALLET_KEY } from './wallet-cache';

export interface RechargeMethod {
  method: PayMethod;
  label: string;
  enabled: boolean;
}

/** Which online methods this deployment has configured (sandbox locally; Alipay / WeChat Pay in production). */
export const getRechargeMethods = () => http.get<RechargeMethod[]>(API_MONEY.recharge.methods);

export const rechargeMethodsQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'recharge-methods'],
    queryFn: getRechargeMethods,
    staleTime: 5 * 60 * 1000,
  });

export const useRechargeMethods = () => useQuery(rechargeMethodsQueryOptions());
