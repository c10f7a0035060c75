import type { Executor } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { ShopState } from '../shop/repository';

/**
 * The seller's first live shop of a marketplace: app-level data (category trees, attribute templates) is read
 * through some shop's keys. `missing` is the Chinese refusal when the seller has none.
 */
export async function firstLiveShopId(db: Executor, mainId: number, platform: 'temu' | 'shein', missing: string) {
  const shop = await db
    .selectFrom('shops')
    .select('id')
    .where('main_id', '=', mainId)
    .where('platform', '=', platform)
    .where('unbound_at', 'is', null)
    .where('status', '=', ShopState.LIVE)
    .orderBy('id')
    .executeTakeFirst();
  if (!shop) throw new AppError(400, missing);
  return Number(shop.id);
}

/** The seller's shops of a marketplace named in a publish request, all still bound: otherwise 404. */
export async function boundShopIds(db: Executor, mainId: number, platform: 'temu' | 'shein', shopIds: number[]) {
  const shops = await db
    .selectFrom('shops')
    .select('id')
    .where('main_id', '=', mainId)
    .where('platform', '=', platform)
    .where('unbound_at', 'is', null)
    .where('id', 'in', shopIds)
    .execute();
  if (shops.length !== new Set(shopIds).size) throw notFound('店铺不存在或已解绑');
  return shops.map((s) => Number(s.id));
}
