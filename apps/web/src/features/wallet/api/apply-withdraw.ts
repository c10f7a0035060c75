import { API_MONEY, type WithdrawApplyBody, type Withdrawal } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { afterMoneyChange } from './wallet-cache';

/** The amount leaves the balance at once (held by a 提现 ledger row) until the operator pays or rejects. */
export const applyWithdraw = (body: WithdrawApplyBody) => http.post<Withdrawal>(API_MONEY.withdraw.apply, body);

export function useApplyWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyWithdraw, onSuccess: () => afterMoneyChange(queryClient) });
}
