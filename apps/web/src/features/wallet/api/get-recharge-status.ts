import { API_MONEY, RechargeStatus, type RechargeStatusResult } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { WALLET_KEY } from './wallet-cache';

/** How often a pending order is asked about: quick enough to feel live, light on the server. */
export const STATUS_POLL_MS = 2000;

export const getRechargeStatus = (outTradeNo: string) =>
  http.get<RechargeStatusResult>(API_MONEY.recharge.status, { outTradeNo });

export const rechargeStatusQueryOptions = (outTradeNo: string) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'recharge-status', outTradeNo],
    queryFn: () => getRechargeStatus(outTradeNo),
    staleTime: 0,
    // Polls only while the order is open; the payer is usually on a phone, so keep polling in the background.
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === RechargeStatus.PENDING ? STATUS_POLL_MS : false,
    refetchIntervalInBackground: true,
    retry: 2,
  });

export const useRechargeStatus = (outTradeNo: string) => useQuery(rechargeStatusQueryOptions(outTradeNo));
