import { API_MONEY, type VipBuyResult, type VIP_PAY_METHODS } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { afterMoneyChange } from './wallet-cache';

export type VipPayMethod = (typeof VIP_PAY_METHODS)[number];

export interface BuyVipInput {
  planId: number;
  payMethod: VipPayMethod;
}

/** `paid: true` is done (balance debited); `paid: false` is an online order to pay and poll like a top-up. */
export const buyVip = (body: BuyVipInput) => http.post<VipBuyResult>(API_MONEY.vip.buy, body);

export function useBuyVip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyVip,
    onSuccess: (result) => (result.paid ? afterMoneyChange(queryClient) : undefined),
  });
}
