import { API_MONEY, type VipQuote } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { WALLET_KEY } from './wallet-cache';

/** What buying `planId` now would do (new / renew / upgrade, the new expiry) — the same rule the purchase applies. */
export const getVipQuote = (planId: number) => http.get<VipQuote>(API_MONEY.vip.quote, { planId });

export const vipQuoteQueryOptions = (planId: number | null) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'vip-quote', planId],
    queryFn: () => getVipQuote(planId ?? 0),
    enabled: planId !== null,
    // Times in the quote start "now": never show an old one.
    staleTime: 0,
  });

export const useVipQuote = (planId: number | null) => useQuery(vipQuoteQueryOptions(planId));
