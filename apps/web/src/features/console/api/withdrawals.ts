import { type AdminWithdrawal, API_MONEY, type PageResult, type WithdrawStatus } from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['console', 'withdrawals'] as const;

export interface WithdrawQuery {
  pageNum: number;
  pageSize: number;
  status?: WithdrawStatus;
  keyword?: string;
}

export const useWithdrawals = (q: WithdrawQuery) =>
  useQuery({
    queryKey: [...KEY, q],
    queryFn: () => http.get<PageResult<AdminWithdrawal>>(API_MONEY.adminWithdraw.page, { ...q }),
    placeholderData: keepPreviousData,
  });

function useReview<V>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => http.post<null>(url, v),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** 通过: records the payout reference; the held amount leaves for good. */
export const useApproveWithdrawal = () =>
  useReview<{ id: number; payoutReference: string }>(API_MONEY.adminWithdraw.approve);
/** 驳回: reverses the hold back to the seller's balance. */
export const useRejectWithdrawal = () => useReview<{ id: number; reason: string }>(API_MONEY.adminWithdraw.reject);
