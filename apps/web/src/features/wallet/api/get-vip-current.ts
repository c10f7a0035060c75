import { API_MONEY, type VipCurrent } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { WALLET_KEY } from './wallet-cache';

/** The active level (-1 when none or expired), its expiry and the benefits in force. */
export const getVipCurrent = () => http.get<VipCurrent>(API_MONEY.vip.current);

export const vipCurrentQueryOptions = () =>
  queryOptions({ queryKey: [...WALLET_KEY, 'vip-current'], queryFn: getVipCurrent });

export const useVipCurrent = () => useQuery(vipCurrentQueryOptions());
