import {
  SheinApiError,
  type SheinImageType,
  type SheinPathName,
  type SheinResult,
  type SheinUploadResult,
} from '@podbench/shein';
import type { AppContext } from '../../context';
import { sheinAccessOf } from '../marketplace/shein';
import { firstLiveShopId } from '../publish-core/shops';
import { openSheinShop } from '../shop/access';
import { ShopState } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';

export type SheinCaller = <N extends SheinPathName>(name: N, body: Record<string, unknown>) => Promise<SheinResult<N>>;
/** One shop's signed calls: the JSON paths and the multipart upload-pic. */
export interface SheinShopApi {
  shopId: number;
  call: SheinCaller;
  uploadPic(image: { imageType: SheinImageType; bytes: Uint8Array }): Promise<SheinUploadResult>;
}

/**
 * Calls signed with one of the seller's Shein shops. A signature refusal (openapi00001) on a shop that worked
 * means its keys no longer hold: the shop is marked 已过期 so the shop page asks for a new authorisation.
 */
export async function sheinShopApi(ctx: AppContext, mainId: number, shopId: number): Promise<SheinShopApi> {
  const shop = await openSheinShop(ctx.db, createTokenCipher(loadShopTokenKey(ctx.config)), mainId, shopId);
  const access = await sheinAccessOf(ctx)();
  const keys = { openKeyId: shop.openKeyId, secretKey: shop.secretKey };
  const expire = async (err: unknown) => {
    if (err instanceof SheinApiError && err.kind === 'auth')
      await ctx.db.updateTable('shops').set({ status: ShopState.TOKEN_DEAD }).where('id', '=', shopId).execute();
    throw err;
  };
  return {
    shopId,
    call: (name, body) => access.client.call(name, body, keys).catch(expire),
    uploadPic: (image) => access.client.uploadPic(keys, image).catch(expire),
  };
}

/** The seller's first live Shein shop: the editor reads the category tree and attribute templates through it. */
export async function anySheinShop(ctx: AppContext, mainId: number): Promise<SheinShopApi> {
  const id = await firstLiveShopId(ctx.db, mainId, 'shein', '请先授权一个 Shein 店铺，才能读取 Shein 类目与属性');
  return sheinShopApi(ctx, mainId, id);
}
