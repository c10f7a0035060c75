import type { SheinAnyFetch, SheinApiError, SheinRequestOptions } from '@podbench/shein';
import type { AppContext } from '../../context';
import { IN_PROCESS_ORIGIN } from '../marketplace/in-process-fetch';
import { sheinAccessOf } from '../marketplace/shein';
import { metricsOf } from '../ops/metrics';
import { openSheinShop } from '../shop/access';
import { ShopState } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';

/**
 * Request options signed with one of the seller's Shein shops, for the GET APIs of purchase orders and ccst (the
 * package's POST client does not send them). Shein refusing the shop's keys marks it 已过期, as the publish caller
 * does; every failure is counted in the marketplace metrics.
 */
export async function sheinOrderRequester(
  ctx: AppContext,
  mainId: number,
  shopId: number,
): Promise<SheinRequestOptions> {
  const shop = await openSheinShop(ctx.db, createTokenCipher(loadShopTokenKey(ctx.config)), mainId, shopId);
  const access = await sheinAccessOf(ctx)();
  const metrics = metricsOf(ctx);
  const send = access.fetch as unknown as SheinAnyFetch;
  // A GET carries no body on the network; in process, app.inject is given an empty one.
  const fetch: SheinAnyFetch = (url, init) =>
    send(url, init.body === undefined && url.startsWith(`${IN_PROCESS_ORIGIN}/`) ? { ...init, body: '' } : init);
  return {
    gateway: access.gateway,
    fetch,
    keys: { openKeyId: shop.openKeyId, secretKey: shop.secretKey },
    language: 'CN',
    onError: (err: SheinApiError) => {
      metrics.marketplaceError('shein', err.path, err.kind, err.code);
      if (err.kind === 'auth')
        void ctx.db
          .updateTable('shops')
          .set({ status: ShopState.TOKEN_DEAD })
          .where('id', '=', shopId)
          .execute()
          .catch(() => undefined);
    },
  };
}
