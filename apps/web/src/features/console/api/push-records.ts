import { ORDER_PUSH_ADMIN_API, type OrderPushDetail } from '@podbench/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['console', 'order-push'] as const;

/** An order's production push (print files), or null before it is pushed. */
export const useOrderPush = (orderId: number | null) =>
  useQuery({
    queryKey: [...KEY, orderId],
    queryFn: () => http.get<OrderPushDetail | null>(ORDER_PUSH_ADMIN_API.byOrder, { orderId: orderId! }),
    enabled: orderId !== null,
  });

/** 重新推送: a failed push again, once the design's print files exist. */
export const useRepush = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => http.post<OrderPushDetail>(ORDER_PUSH_ADMIN_API.repush, { orderId }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
};
