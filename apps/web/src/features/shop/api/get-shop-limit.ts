import { API_MONEY, type VipCurrent } from '@podbench/contract';
import { queryOptions } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { http } from '@/shared/request/request';

/** The shop limit of the seller's VIP level (non-VIP included), from the membership in force. */
export const getShopLimit = async () => (await http.get<VipCurrent>(API_MONEY.vip.current)).benefits.shopLimit;

/** Kept under the shops key so the quota refreshes with the lists; a VIP purchase elsewhere shows on the next visit. */
export const shopLimitQueryOptions = () =>
  queryOptions({ queryKey: [...SHOPS_KEY, 'limit'], queryFn: getShopLimit, staleTime: 60_000 });
