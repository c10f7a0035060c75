import { API_MONEY, type VipPlan } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { WALLET_KEY } from './wallet-cache';

export const getVipPlans = () => http.get<VipPlan[]>(API_MONEY.vip.plans);

export const vipPlansQueryOptions = () =>
  queryOptions({ queryKey: [...WALLET_KEY, 'vip-plans'], queryFn: getVipPlans, staleTime: 10 * 60 * 1000 });

export const useVipPlans = () => useQuery(vipPlansQueryOptions());
