import type { SheinCategory } from '@podbench/contract';
import type { SheinAttributeInfo, SheinCategoryNode } from '@podbench/shein';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { marketplaceError } from '../shop/errors';
import { anySheinShop, type SheinShopApi } from './shop-client';

/** Shein's category tree and attribute templates change rarely (Shein advises a weekly refresh): kept a day. */
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

/**
 * Categories and attributes differ per store (DOC 3001594 / 3001899): they are read and kept per shop. The editor
 * reads them through the seller's first live shop; a publish reads them again through the shop it publishes to.
 * Slots carry `v2`: the rows of the old camelCase reading are never reused.
 */
export const shopTree = (ctx: AppContext, shop: SheinShopApi, now = Date.now()) =>
  cached(ctx, `v2:${shop.shopId}:tree`, now, async () => {
    const r = await shop.call('categoryTree', {});
    return r.data;
  });

export const shopAttributes = (ctx: AppContext, shop: SheinShopApi, productTypeId: number, now = Date.now()) =>
  cached(ctx, `v2:${shop.shopId}:attr:${productTypeId}`, now, async (): Promise<SheinAttributeInfo[]> => {
    const r = await shop.call('attributeTemplate', { product_type_id_list: [productTypeId] });
    return r.data.find((d) => d.product_type_id === productTypeId)?.attribute_infos ?? r.data[0]?.attribute_infos ?? [];
  });

const toContract = (n: SheinCategoryNode): SheinCategory => ({
  categoryId: n.category_id,
  categoryName: n.category_name,
  lastCategory: n.last_category,
  children: n.children.map(toContract),
});

/** The whole tree for the editor (Shein answers it in one call). */
export async function sheinCategoryTree(ctx: AppContext, mainId: number, now = Date.now()): Promise<SheinCategory[]> {
  const tree = await shopTree(ctx, await anySheinShop(ctx, mainId), now).catch(marketplaceError);
  return tree.map(toContract);
}

/** The leaf with `categoryId` and its path (`服装 > 女装 > T恤`), or null when it is not a leaf of the tree. */
export function findLeaf(
  tree: SheinCategoryNode[],
  categoryId: number,
  path: string[] = [],
): { path: string; productTypeId: number } | null {
  for (const n of tree) {
    const here = [...path, n.category_name];
    if (n.category_id === categoryId)
      return n.last_category ? { path: here.join(' > '), productTypeId: n.product_type_id } : null;
    const found = findLeaf(n.children, categoryId, here);
    if (found) return found;
  }
  return null;
}

export interface SheinAttr {
  attributeId: number;
  name: string;
  sale: boolean;
  required: boolean;
  kind: 'sale' | 'size' | 'composition' | 'product';
  values: string[];
  multiple: boolean;
}

const KIND = { 1: 'sale', 2: 'size', 3: 'composition', 4: 'product' } as const;

/**
 * The editor's attribute list of a leaf: its product type's template (query-attribute-template takes the leaf's
 * product_type_id, not the category id). Sale attributes (type 1) come from the SKCs / SKUs, size-chart ones (2) go
 * to the template's `sizeChart`; attributes Shein says may not be filled (status 1) are left out.
 */
export async function sheinAttributes(
  ctx: AppContext,
  mainId: number,
  categoryId: number,
  now = Date.now(),
): Promise<SheinAttr[]> {
  const shop = await anySheinShop(ctx, mainId);
  const leaf = findLeaf(await shopTree(ctx, shop, now).catch(marketplaceError), categoryId);
  if (!leaf) throw badRequest('请选择 Shein 叶子类目');
  const infos = await shopAttributes(ctx, shop, leaf.productTypeId, now).catch(marketplaceError);
  return infos
    .filter((a) => a.attribute_status !== 1)
    .map((a) => ({
      attributeId: a.attribute_id,
      name: a.attribute_name,
      sale: a.attribute_type === 1,
      required: a.attribute_status === 3,
      kind: KIND[a.attribute_type as 1 | 2 | 3 | 4],
      values: a.attribute_value_info_list.map((v) => v.attribute_value.trim()).filter(Boolean),
      multiple: a.attribute_mode === 1 || a.attribute_mode === 4,
    }));
}
