import type { SheinCategory } from '@podbench/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { marketplaceError } from '../shop/errors';
import { anySheinShopCaller } from './shop-client';

/** Shein's category tree changes rarely: read it once a day through any shop, shared by every seller. */
export const SHEIN_CATEGORY_TTL_MS = 24 * 3600_000;

async function cached<T>(ctx: AppContext, slot: string, now: number, load: () => Promise<T>): Promise<T> {
  const row = await ctx.db
    .selectFrom('shein_category_cache')
    .select(['data', 'fetched_at'])
    .where('slot', '=', slot)
    .executeTakeFirst();
  if (row && now - Number(row.fetched_at) < SHEIN_CATEGORY_TTL_MS) return JSON.parse(row.data) as T;
  const data = await load();
  await ctx.db
    .insertInto('shein_category_cache')
    .values({ slot, data: JSON.stringify(data), fetched_at: now })
    .onConflict((oc) => oc.column('slot').doUpdateSet({ data: JSON.stringify(data), fetched_at: now }))
    .execute();
  return data;
}

const strip = (n: SheinCategory): SheinCategory => ({
  categoryId: n.categoryId,
  categoryName: n.categoryName,
  lastCategory: n.lastCategory,
  children: n.children.map(strip),
});

/** The whole tree (Shein answers it in one call). */
export function sheinCategoryTree(ctx: AppContext, mainId: number, now = Date.now()): Promise<SheinCategory[]> {
  return cached(ctx, 'tree', now, async () => {
    const call = await anySheinShopCaller(ctx, mainId);
    const r = await call('categoryTree', {}).catch(marketplaceError);
    return r.data.map(strip);
  });
}

/** The leaf with `categoryId` and its path (`服装 > 女装 > T恤`), or null when it is not a leaf of the tree. */
export function findLeaf(tree: SheinCategory[], categoryId: number, path: string[] = []): string | null {
  for (const n of tree) {
    const here = [...path, n.categoryName];
    if (n.categoryId === categoryId) return n.lastCategory ? here.join(' > ') : null;
    const found = findLeaf(n.children, categoryId, here);
    if (found) return found;
  }
  return null;
}

const attrRow = z.looseObject({
  attributeId: z.coerce.number(),
  attributeName: z.string(),
  attributeType: z.coerce.number().nullish(),
  attributeStatus: z.coerce.number().nullish(),
});
export interface SheinAttr {
  attributeId: number;
  name: string;
  sale: boolean;
  required: boolean;
}

/** The attribute template of a leaf: type 1 = sales attribute (颜色 / 尺码), status 3 = required. */
export async function sheinAttributes(
  ctx: AppContext,
  mainId: number,
  categoryId: number,
  now = Date.now(),
): Promise<SheinAttr[]> {
  const path = findLeaf(await sheinCategoryTree(ctx, mainId, now), categoryId);
  if (!path) throw badRequest('请选择 Shein 叶子类目');
  return cached(ctx, `attr:${categoryId}`, now, async () => {
    const call = await anySheinShopCaller(ctx, mainId);
    const r = await call('attributeTemplate', { product_type_id_list: [categoryId] }).catch(marketplaceError);
    return r.data.flatMap((row) => {
      const a = attrRow.safeParse(row);
      if (!a.success) return [];
      return [
        {
          attributeId: a.data.attributeId,
          name: a.data.attributeName,
          sale: a.data.attributeType === 1,
          required: a.data.attributeStatus === 3,
        },
      ];
    });
  });
}
