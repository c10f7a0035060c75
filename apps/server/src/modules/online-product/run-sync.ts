import type { AppContext } from '../../context';
import { PermanentJobError, type JobRun } from '../../jobs/runner';
import { AppError } from '../../lib/app-error';
import { openTemuShop, noteTemuFailure } from '../shop/access';
import { touchShopSync } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';
import { temuAccessOf } from '../marketplace/temu';
import type { Shop } from './sync';
import type { ShopSyncPayload } from './sync-jobs';

/**
 * The common part of a shop sync job: open the shop's token (an unbound or dead shop ends the job for good), give
 * the work a client bound to the shop (its rate-limit bucket), and mark the shop 已过期 when Temu refuses the token.
 */
export async function runShopSync<T>(
  ctx: AppContext,
  run: JobRun<ShopSyncPayload>,
  work: (c: Shop, shop: { id: number; mainId: number }) => Promise<T>,
): Promise<T> {
  const mainId = Number(run.job.main_id);
  const shop = await openTemuShop(
    ctx.db,
    createTokenCipher(loadShopTokenKey(ctx.config)),
    mainId,
    run.payload.shopId,
  ).catch((err: unknown) => {
    throw new PermanentJobError(err instanceof AppError ? err.message : '店铺不可用');
  });
  const access = await temuAccessOf(ctx)();
  const c = access.client.forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
  try {
    const result = await work(c, { id: shop.shopId, mainId });
    await touchShopSync(ctx.db, shop.shopId, Date.now());
    return result;
  } catch (err) {
    await noteTemuFailure(ctx.db, shop.shopId, err);
    throw err;
  }
}
