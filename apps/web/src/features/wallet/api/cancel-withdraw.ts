import { API_MONEY, type Withdrawal } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { afterMoneyChange } from './wallet-cache';

/** Takes back a 待审核 application: the held amount returns to the balance (issue 21 §6). */
export const cancelWithdraw = (id: number) => http.post<Withdrawal>(API_MONEY.withdraw.cancel, { id });

export function useCancelWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelWithdraw, onSuccess: () => afterMoneyChange(queryClient) });
}
