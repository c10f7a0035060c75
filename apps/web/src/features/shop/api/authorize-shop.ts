import { SHOP_API, type ShopRow } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { http } from '@/shared/request/request';

/** 授权店铺: the server verifies the pasted token at Temu and binds the shop in one call. */
export const authorizeShop = (body: { accessToken: string; mallName?: string }) =>
  http.post<ShopRow>(SHOP_API.authorize, { platform: 'temu', ...body });

export function useAuthorizeShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authorizeShop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOPS_KEY }),
  });
}
