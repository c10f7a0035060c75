import {
  TEMU_ORDER_API,
  type TemuOrderDetail,
  type TemuOrderPage,
  type TemuOrderPartialPayResult,
  type TemuOrderPayResult,
  type TemuOrderPreview,
  type TemuOrderState,
  type TemuOrderView,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { afterMoneyChange } from '@/shared/api/money-cache';
import { http } from '@/shared/request/request';
import { saveBlob } from '@/shared/utils/save-blob';

export const TEMU_ORDERS_KEY = ['temu-orders'] as const;

export interface OrderQuery {
  pageNum: number;
  pageSize: number;
  view?: TemuOrderView;
  state?: TemuOrderState;
  shopId?: number;
  beginTime?: number;
  endTime?: number;
  orderSn?: string;
  product?: string;
}

export const useOrders = (q: OrderQuery) =>
  useQuery({
    queryKey: [...TEMU_ORDERS_KEY, 'page', q],
    queryFn: () => http.get<TemuOrderPage>(TEMU_ORDER_API.page, { ...q }),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number | null) =>
  useQuery({
    queryKey: [...TEMU_ORDERS_KEY, 'detail', id],
    queryFn: () => http.get<TemuOrderDetail>(TEMU_ORDER_API.detail, { id: id! }),
    enabled: id !== null,
  });

/** What paying these orders costs now, against the balance (re-read on every visit: prices and balance move). */
export const usePayPreview = (ids: number[]) =>
  useQuery({
    queryKey: [...TEMU_ORDERS_KEY, 'preview', ids],
    queryFn: () => http.post<TemuOrderPreview>(TEMU_ORDER_API.costPreview, { ids }),
    enabled: ids.length > 0,
    staleTime: 0,
  });

/** Pays from the balance in one transaction; the header's balance and every order list refresh after. */
export function usePayOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post<TemuOrderPayResult>(TEMU_ORDER_API.pay, { ids }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: TEMU_ORDERS_KEY });
      void afterMoneyChange(client);
    },
  });
}

/** Pays what the balance covers, oldest pay deadline first; answers what was paid and what is left. */
export function usePayPartial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post<TemuOrderPartialPayResult>(TEMU_ORDER_API.payPartial, { ids }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: TEMU_ORDERS_KEY });
      void afterMoneyChange(client);
    },
  });
}

/** The filtered list as .xlsx (up to 5,000 orders), named by the server. */
export async function exportOrders(q: Omit<OrderQuery, 'pageNum' | 'pageSize'>) {
  const { blob, fileName } = await http.download(TEMU_ORDER_API.export, { ...q });
  saveBlob(blob, fileName || '备货单.xlsx');
}

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
