import { API_MONEY, type VipCurrent } from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** How many sub-accounts the main account's VIP level allows (the server enforces it on add and re-enable). */
export const useSubAccountLimit = () =>
  useQuery({
    queryKey: ['sub-accounts', 'limit'],
    queryFn: () => http.get<VipCurrent>(API_MONEY.vip.current),
    select: (v) => ({ limit: v.benefits.subAccountLimit, levelName: v.levelName }),
  });
