import { SHOP_API, type ShopRow } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { http } from '@/shared/request/request';

/** 重新授权 a Temu shop: the new token must belong to the same mall (the server checks). */
export const reauthorizeShop = (body: { id: number; accessToken: string }) =>
  http.post<ShopRow>(SHOP_API.reauthorize, body);

export function useReauthorizeShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reauthorizeShop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOPS_KEY }),
  });
}
