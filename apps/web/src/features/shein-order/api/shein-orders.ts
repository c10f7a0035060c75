import {
  SHEIN_ORDER_API,
  type SheinOrderDetail,
  type SheinOrderPage,
  type SheinOrderTab,
  type SyncJobState,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const SHEIN_ORDERS_KEY = ['shein-orders'] as const;
export interface SheinOrderQuery {
  pageNum: number;
  pageSize: number;
  tab: SheinOrderTab;
  /** 1 急采 / 2 备货. */
  type?: 1 | 2;
  status?: number;
  shopId?: number;
  keyword?: string;
}

export const useSheinOrders = (q: SheinOrderQuery) =>
  useQuery({
    queryKey: [...SHEIN_ORDERS_KEY, 'page', q],
    queryFn: () => http.get<SheinOrderPage>(SHEIN_ORDER_API.page, { ...q }),
    placeholderData: keepPreviousData,
  });

export const useSheinOrder = (id: number | null) =>
  useQuery({
    queryKey: [...SHEIN_ORDERS_KEY, 'detail', id],
    queryFn: () => http.get<SheinOrderDetail>(SHEIN_ORDER_API.detail, { id: id! }),
    enabled: id !== null,
  });

export const useSyncSheinOrders = () =>
  useMutation({
    mutationFn: (shopId?: number) => http.post<{ jobIds: number[] }>(SHEIN_ORDER_API.sync, shopId ? { shopId } : {}),
  });

/** Polls the sync jobs every second until all are done or failed, then refreshes the list. */
export function useSheinSyncProgress(ids: number[]) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['shein-order-sync', ids],
    queryFn: async () => {
      const states = await http.get<SyncJobState[]>(SHEIN_ORDER_API.syncStatus, { ids: ids.join(',') });
      if (states.every((s) => s.status === 'done' || s.status === 'failed'))
        await client.invalidateQueries({ queryKey: SHEIN_ORDERS_KEY });
      return states;
    },
    enabled: ids.length > 0,
    refetchInterval: (q) => {
      const s = q.state.data;
      return s && s.length > 0 && s.every((x) => x.status === 'done' || x.status === 'failed') ? false : 1000;
    },
  });
}
