import { SHOP_API, type ShopRow } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { http } from '@/shared/request/request';

/** What a marketplace put on the way back: Temu a one-time `code`, Shein a `tempToken`; both with our `state`. */
export type ShopRedirect =
  | { platform: 'temu'; code: string; state: string }
  | { platform: 'shein'; tempToken: string; state: string };

/**
 * Finishes a marketplace authorisation: POST the code (Temu) or the tempToken (Shein). One file for the two
 * endpoints because /auth-redirect picks between them by what arrived. Neither may be sent twice: the server
 * spends the state on the first call.
 */
export function finishShopAuthorize(redirect: ShopRedirect): Promise<ShopRow> {
  if (redirect.platform === 'temu') {
    return http.post<ShopRow>(SHOP_API.authorizeCode, { code: redirect.code, state: redirect.state });
  }
  return http.post<ShopRow>(SHOP_API.sheinAuthorize, { tempToken: redirect.tempToken, state: redirect.state });
}

export function useFinishShopAuthorize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishShopAuthorize,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHOPS_KEY }),
  });
}
