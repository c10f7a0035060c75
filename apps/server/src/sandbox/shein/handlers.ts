import type { Executor } from '../../db';
import { SANDBOX_CATEGORIES, type SandboxCategory } from '../temu/catalog/categories';
import { transformPicHandler } from './images';
import { purchaseOrdersHandler } from './orders';
import { publishOrEditHandler } from './products';
import type { SandboxSheinShop } from './state';

/** A Shein path the sandbox answers; `info` of the envelope is what `handle` returns. */
export interface SheinPathHandler {
  path: string;
  handle(call: {
    db: Executor;
    shop: SandboxSheinShop;
    body: Record<string, unknown>;
    /** How often a published product gets a stock-up order (0 = only through the control endpoint). */
    orderEveryMs: number;
  }): Promise<unknown>;
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

/** Paths served; the signature check in index.ts covers every path alike. 材质 (attributeStatus 3) is required. */
export const SHEIN_HANDLERS: SheinPathHandler[] = [
  { path: '/open-api/goods/query-category-tree', handle: async () => ({ data: tree(0) }) },
  {
    path: '/open-api/goods/query-attribute-template',
    handle: async () => ({
      data: [
        { attributeId: 27, attributeName: '颜色', attributeType: 1, attributeIsShow: 1 },
        { attributeId: 87, attributeName: '尺码', attributeType: 1, attributeIsShow: 1 },
        { attributeId: 160, attributeName: '材质', attributeType: 3, attributeIsShow: 1, attributeStatus: 3 },
      ],
    }),
  },
  transformPicHandler,
  publishOrEditHandler,
  purchaseOrdersHandler,
];
