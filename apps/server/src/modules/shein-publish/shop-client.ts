import { SheinApiError, type SheinPathName, type SheinResult } from '@podbench/shein';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sheinAccessOf } from '../marketplace/shein';
import { openSheinShop } from '../shop/access';
import { ShopState } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';

export type SheinCaller = <N extends SheinPathName>(name: N, body: Record<string, unknown>) => Promise<SheinResult<N>>;

/**
 * A caller signed with one of the seller's Shein shops. Shein answering "openKeyId is invalid" means the seller
 * revoked the authorisation: the shop is marked 已过期 so the shop page asks for a new one.
 */
export async function sheinShopCaller(ctx: AppContext, mainId: number, shopId: number): Promise<SheinCaller> {
  const shop = await openSheinShop(ctx.db, createTokenCipher(loadShopTokenKey(ctx.config)), mainId, shopId);
  const access = await sheinAccessOf(ctx)();
  const keys = { openKeyId: shop.openKeyId, secretKey: shop.secretKey };
  return async (name, body) => {
    try {
      return await access.client.call(name, body, keys);
    } catch (err) {
      if (err instanceof SheinApiError && err.kind === 'auth')
        await ctx.db.updateTable('shops').set({ status: ShopState.TOKEN_DEAD }).where('id', '=', shopId).execute();
      throw err;
    }
  };
}

/** Through the seller's first live Shein shop: the category tree and attribute templates are the app's, not a shop's. */
export async function anySheinShopCaller(ctx: AppContext, mainId: number): Promise<SheinCaller> {
  const shop = await ctx.db
    .selectFrom('shops')
    .select('id')
    .where('main_id', '=', mainId)
    .where('platform', '=', 'shein')
    .where('unbound_at', 'is', null)
    .where('status', '=', ShopState.LIVE)
    .orderBy('id')
    .executeTakeFirst();
  if (!shop) throw new AppError(400, '请先授权一个 Shein 店铺，才能读取 Shein 类目与属性');
  return sheinShopCaller(ctx, mainId, Number(shop.id));
}
