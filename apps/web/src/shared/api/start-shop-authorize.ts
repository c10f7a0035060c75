import { SHOP_API, type ShopAuthorizeStart, type ShopPlatform } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../request/request';

const START_URL: Record<ShopPlatform, string> = {
  temu: SHOP_API.authorizeState,
  shein: SHOP_API.sheinAuthorizeUrl,
};

/**
 * A fresh `state` and the marketplace's authorisation page carrying it; the marketplace sends the seller back to
 * `/auth-redirect`. Used by the shop pages and by /auth-redirect's "重新发起授权".
 */
export const startShopAuthorize = (platform: ShopPlatform) => http.get<ShopAuthorizeStart>(START_URL[platform]);

/**
 * Leaves for the marketplace. The state is only valid for 10 minutes and is spent once, so it is asked for at
 * the click rather than prepared in advance.
 */
export function useStartShopAuthorize() {
  return useMutation({
    mutationFn: startShopAuthorize,
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}
