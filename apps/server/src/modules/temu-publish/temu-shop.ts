import type { TemuCallOptions, TemuClient, TemuTypeName, TemuTypeRequest, TemuTypeResult } from '@podbench/temu';
import type { AppContext } from '../../context';
import { firstLiveShopId } from '../publish-core/shops';
import { temuAccessOf } from '../marketplace/temu';
import { noteTemuFailure, openTemuShop } from '../shop/access';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';

/**
 * One shop's typed Temu calls (packages/temu `callType`): the request is checked against the reference's schema
 * before anything is sent, the answer after it comes in; calls share the shop's rate-limit bucket (its mall id).
 */
export interface TemuShopCaller {
  /** What app-level answers (size-chart classes…) may be cached under: the client, one per app and gateway. */
  readonly appScope?: object;
  callType<T extends TemuTypeName>(
    type: T,
    params: TemuTypeRequest<T>,
    opts?: Pick<TemuCallOptions, 'idempotent' | 'signal'>,
  ): Promise<TemuTypeResult<T>>;
}

/** A caller bound to one shop of a client; `onFailure` sees every failed call (a dead token marks the shop). */
export function shopCaller(
  client: TemuClient,
  shop: { accessToken: string; mallId: string },
  onFailure?: (err: unknown) => Promise<void>,
): TemuShopCaller {
  return {
    appScope: client,
    async callType(type, params, opts = {}) {
      try {
        return await client.callType(type, params, { ...opts, accessToken: shop.accessToken, shopKey: shop.mallId });
      } catch (err) {
        await onFailure?.(err);
        throw err;
      }
    },
  };
}

const ciphers = new WeakMap<AppContext, ReturnType<typeof createTokenCipher>>();
export const tokenCipherOf = (ctx: AppContext) => {
  const c = ciphers.get(ctx) ?? createTokenCipher(loadShopTokenKey(ctx.config));
  ciphers.set(ctx, c);
  return c;
};

/** One of the seller's shops, opened: its typed caller. */
export async function openShopCaller(ctx: AppContext, mainId: number, shopId: number): Promise<TemuShopCaller> {
  const shop = await openTemuShop(ctx.db, tokenCipherOf(ctx), mainId, shopId);
  const access = await temuAccessOf(ctx)();
  return shopCaller(access.client, shop, (err) => noteTemuFailure(ctx.db, shop.shopId, err));
}

/**
 * A typed caller through the seller's first live shop: app-level data (the category tree, attribute templates,
 * size-chart classes, parent specs) needs some shop's token to be read, whichever it is.
 */
export async function anyShopTypedCaller(ctx: AppContext, mainId: number): Promise<TemuShopCaller> {
  const id = await firstLiveShopId(
    ctx.db,
    mainId,
    'temu',
    '请先授权一个 Temu 店铺，才能读取 Temu 类目、属性模板与尺码表规则',
  );
  return openShopCaller(ctx, mainId, id);
}
