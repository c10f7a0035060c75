import { API_MONEY, type VipPlan } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** Public: the VIP plans on sale (both periods of every level). */
export const getVipPlans = () => http.get<VipPlan[]>(API_MONEY.vip.plans);

export const vipPlansQueryOptions = () =>
  queryOptions({ queryKey: ['vip-plans'], queryFn: getVipPlans, staleTime: 10 * 60 * 1000, retry: false });

export const useVipPlans = () => useQuery(vipPlansQueryOptions());
