import { SANDBOX_CATEGORIES, type SandboxCategory } from '../temu/catalog/categories';
import type { SandboxSheinShop } from './state';

/** A Shein path the sandbox answers; `info` of the envelope is what `handle` returns. */
export interface SheinPathHandler {
  path: string;
  handle(call: { shop: SandboxSheinShop; body: Record<string, unknown> }): Promise<unknown>;
}

interface TreeNode {
  categoryId: number;
  categoryName: string;
  lastCategory: boolean;
  children: TreeNode[];
}
const tree = (parent: number): TreeNode[] =>
  SANDBOX_CATEGORIES.filter((c: SandboxCategory) => c.parentCatId === parent).map((c) => ({
    categoryId: c.catId,
    categoryName: c.catName,
    lastCategory: Boolean(c.template),
    children: tree(c.catId),
  }));

/**
 * Paths served today. Publishing (publishOrEdit, transform-pic) adds its handlers here when it lands; the
 * signature check in routes.ts covers every path alike.
 */
export const SHEIN_HANDLERS: SheinPathHandler[] = [
  { path: '/open-api/goods/query-category-tree', handle: async () => ({ data: tree(0) }) },
  {
    path: '/open-api/goods/query-attribute-template',
    handle: async () => ({
      data: [
        { attributeId: 27, attributeName: '颜色', attributeType: 1, attributeIsShow: 1 },
        { attributeId: 87, attributeName: '尺码', attributeType: 1, attributeIsShow: 1 },
        { attributeId: 160, attributeName: '材质', attributeType: 3, attributeIsShow: 1 },
      ],
    }),
  },
  { path: '/open-api/order/purchase-order-infos', handle: async () => ({ list: [], count: 0 }) },
];
