import { type AdminVipPlan, API_CONSOLE, type VipPlanSaveBody } from '@podbench/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['console', 'vip-plans'] as const;

export const useAdminVipPlans = () =>
  useQuery({ queryKey: KEY, queryFn: () => http.get<AdminVipPlan[]>(API_CONSOLE.vip.plans) });

export function useSaveVipPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: VipPlanSaveBody) => http.post<AdminVipPlan[]>(API_CONSOLE.vip.save, v),
    onSuccess: (plans) => client.setQueryData(KEY, plans),
  });
}
