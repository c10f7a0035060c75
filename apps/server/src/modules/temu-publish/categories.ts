import type { TemuCategory } from '@podbench/contract';
import type { TemuApiName } from '@podbench/temu';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { temuAccessOf } from '../marketplace/temu';
import { openTemuShop } from '../shop/access';
import { ShopState } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';

/** Temu's category tree changes rarely; one fetch per parent a day is plenty. */
export const CATEGORY_TTL_MS = 24 * 3600_000;

/**
 * A Temu caller through the seller's first live shop: app-level data (the category tree, size-chart classes) needs
 * some shop's token to be read, whichever it is.
 */
export async function anyShopCaller(ctx: AppContext, mainId: number) {
  const shop = await ctx.db
    .selectFrom('shops')
    .select('id')
    .where('main_id', '=', mainId)
    .where('platform', '=', 'temu')
    .where('unbound_at', 'is', null)
    .where('status', '=', ShopState.LIVE)
    .orderBy('id')
    .executeTakeFirst();
  if (!shop) throw new AppError(400, '请先授权一个 Temu 店铺，才能读取 Temu 类目与尺码表规则');
  const opened = await openTemuShop(ctx.db, createTokenCipher(loadShopTokenKey(ctx.config)), mainId, Number(shop.id));
  const client = (await temuAccessOf(ctx)()).client.forShop({
    accessToken: opened.accessToken,
    shopKey: opened.mallId,
  });
  // Every read here is safe to repeat.
  return (name: TemuApiName, params: Record<string, unknown>) => client.call(name, params, { idempotent: true });
}

interface CachedCategory extends TemuCategory {
  parentId: number;
}

/**
 * The children of a Temu category (0 = the first level), read through one of the seller's live shops
 * (bg.goods.cats.get needs a shop's token) and cached for every seller: the tree belongs to the app, not the shop.
 */
export async function temuCategories(
  ctx: AppContext,
  mainId: number,
  parentId: number,
  now = Date.now(),
): Promise<TemuCategory[]> {
  const cached = await ctx.db
    .selectFrom('temu_category_cache')
    .select(['data', 'fetched_at'])
    .where('parent_id', '=', parentId)
    .orderBy('cat_id')
    .execute();
  if (cached.length > 0 && cached.every((c) => now - Number(c.fetched_at) < CATEGORY_TTL_MS)) {
    return cached.map((c) => {
      const { catId, catName, isLeaf } = JSON.parse(c.data) as CachedCategory;
      return { catId, catName, isLeaf };
    });
  }
  const r = (await (
    await anyShopCaller(ctx, mainId)
  )('bg.goods.cats.get', { parentCatId: parentId })) as {
    categoryDTOList?: Array<{ catId: number; catName: string; isLeaf?: boolean | null }> | null;
  };
  const list: TemuCategory[] = (r.categoryDTOList ?? []).map((c) => ({
    catId: Number(c.catId),
    catName: c.catName,
    isLeaf: Boolean(c.isLeaf),
  }));
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('temu_category_cache').where('parent_id', '=', parentId).execute();
    if (list.length === 0) return;
    await trx
      .insertInto('temu_category_cache')
      .values(list.map((c) => ({ cat_id: c.catId, parent_id: parentId, data: JSON.stringify(c), fetched_at: now })))
      .onConflict((oc) =>
        oc.column('cat_id').doUpdateSet((eb) => ({
          parent_id: eb.ref('excluded.parent_id'),
          data: eb.ref('excluded.data'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
  });
  return list;
}
