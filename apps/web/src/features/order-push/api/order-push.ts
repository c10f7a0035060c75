import { ORDER_PUSH_API, type OrderPushDetail, type OrderPushRow, type PageResult } from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const usePushRecords = (q: { pageNum: number; pageSize: number; orderSn?: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['order-push', 'page', q],
    queryFn: () => http.get<PageResult<OrderPushRow>>(ORDER_PUSH_API.page, { ...q }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePushRecord = (id: number | null) =>
  useQuery({
    queryKey: ['order-push', 'detail', id],
    queryFn: () => http.get<OrderPushDetail>(ORDER_PUSH_API.detail, { id: id! }),
    enabled: id !== null,
  });

/** The record behind a signed link (no session needed). */
export const useSharedPushRecord = (q: { id: string; e: string; s: string } | null) =>
  useQuery({
    queryKey: ['order-push', 'shared', q],
    queryFn: () => http.get<OrderPushDetail>(ORDER_PUSH_API.shared, { ...q! }),
    enabled: q !== null,
    retry: false,
  });

export const useSharePushRecord = () =>
  useMutation({
    mutationFn: (id: number) => http.post<{ path: string; expiresAt: number }>(ORDER_PUSH_API.share, { id }),
  });
