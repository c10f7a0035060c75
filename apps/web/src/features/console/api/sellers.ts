import {
  API_CONSOLE,
  type BalanceAdjustBody,
  type PageResult,
  type SellerDetail,
  type SellerRow,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const SELLERS_KEY = ['console', 'sellers'] as const;

export interface SellerQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: number;
}

export const useSellers = (q: SellerQuery) =>
  useQuery({
    queryKey: [...SELLERS_KEY, 'page', q],
    queryFn: () => http.get<PageResult<SellerRow>>(API_CONSOLE.sellers.page, { ...q }),
    placeholderData: keepPreviousData,
  });

export const useSeller = (id: number | null) =>
  useQuery({
    queryKey: [...SELLERS_KEY, 'detail', id],
    queryFn: () => http.get<SellerDetail>(API_CONSOLE.sellers.detail, { id: id! }),
    enabled: id !== null,
  });

function useSellerMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: SELLERS_KEY }) });
}

export const useChangeSellerStatus = () =>
  useSellerMutation((v: { id: number; status: 0 | 1 }) => http.post<null>(API_CONSOLE.sellers.changeStatus, v));

export const useAdjustBalance = () =>
  useSellerMutation((v: BalanceAdjustBody) =>
    http.post<{ balanceFen: number; ledgerId: number }>(API_CONSOLE.sellers.adjustBalance, v),
  );
