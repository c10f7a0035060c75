import {
  API_CONSOLE,
  type FulfilmentPage,
  TEMU_ORDER_ADMIN_API,
  type TemuOrderShipBody,
  type TemuOrderShipResult,
  type TemuOrderState,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['console', 'fulfilment'] as const;

export interface FulfilmentQuery {
  pageNum: number;
  pageSize: number;
  state?: TemuOrderState;
  keyword?: string;
}

export const useFulfilment = (q: FulfilmentQuery) =>
  useQuery({
    queryKey: [...KEY, q],
    queryFn: () => http.get<FulfilmentPage>(API_CONSOLE.fulfilment.page, { ...q }),
    placeholderData: keepPreviousData,
  });

function useMove<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** 开始生产 (待生产 → 生产中) and 生产完成 (生产中 → 待发货), a batch at a time; all or nothing. */
export const useStartProduction = () =>
  useMove((ids: number[]) => http.post<{ moved: number }>(TEMU_ORDER_ADMIN_API.startProduction, { ids }));
export const useMarkProduced = () =>
  useMove((ids: number[]) => http.post<{ moved: number }>(TEMU_ORDER_ADMIN_API.markProduced, { ids }));
/** 发货: Temu's ship flow with carrier, tracking number and package weight. */
export const useShipOrders = () =>
  useMove((v: TemuOrderShipBody) => http.post<TemuOrderShipResult>(TEMU_ORDER_ADMIN_API.ship, v));
