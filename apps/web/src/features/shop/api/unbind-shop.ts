import { SHOP_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { http } from '@/shared/request/request';

/** 解绑: the credential is wiped, the row stays for history and the mall can be bound again. */
export const unbindShop = (id: number) => http.post<null>(SHOP_API.unbind, { id });

export function useUnbindShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindShop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOPS_KEY }),
  });
}
