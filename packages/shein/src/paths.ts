import { z } from 'zod';

const loose = z.looseObject({});
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

export interface SheinPathSpec {
  path: string;
  /** Safe to repeat after a transient failure. */
  idempotent: boolean;
}

/** The paths the product calls (MARKETPLACES.md), in one place. */
export const SHEIN_PATHS = {
  getByToken: { path: '/open-api/auth/get-by-token', idempotent: false },
  categoryTree: { path: '/open-api/goods/query-category-tree', idempotent: true },
  attributeTemplate: { path: '/open-api/goods/query-attribute-template', idempotent: true },
  publishOrEdit: { path: '/open-api/goods/product/publishOrEdit', idempotent: false },
  transformPic: { path: '/open-api/goods/transform-pic', idempotent: false },
  purchaseOrders: { path: '/open-api/order/purchase-order-infos', idempotent: true },
} as const satisfies Record<string, SheinPathSpec>;
export type SheinPathName = Exclude<keyof typeof SHEIN_PATHS, 'getByToken'>;

type CategoryNode = { categoryId: number; categoryName: string; lastCategory: boolean; children: CategoryNode[] };
const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.looseObject({
    categoryId: z.coerce.number(),
    categoryName: z.string(),
    lastCategory: z.boolean(),
    children: list(categoryNode),
  }),
);

/** `info` schemas; lenient: only what the product reads is checked. */
export const SHEIN_RESULT_SCHEMAS = {
  categoryTree: z.looseObject({ data: list(categoryNode) }),
  attributeTemplate: z.looseObject({ data: list(loose) }),
  publishOrEdit: z.looseObject({
    spu_name: z.string().min(1),
    skc_list: list(
      z.looseObject({
        skc_name: z.string(),
        supplier_code: z.string().nullish(),
        sku_list: list(z.looseObject({ supplier_sku: z.string(), sku_code: z.string() })),
      }),
    ),
  }),
  transformPic: z.looseObject({ transformed: z.string().min(1) }),
  purchaseOrders: z.looseObject({ list: list(loose), count: z.coerce.number().nullish() }),
} as const satisfies Record<SheinPathName, z.ZodType>;
export type SheinResult<N extends SheinPathName> = z.output<(typeof SHEIN_RESULT_SCHEMAS)[N]>;

/** What /open-api/auth/get-by-token returns in `info` (secretKey still encrypted). */
export const getByTokenInfo = z.looseObject({
  openKeyId: z.string().min(1),
  secretKey: z.string().min(1),
  appid: z.string().nullish(),
  state: z.string().nullish(),
  supplierId: z.union([z.number(), z.string()]).nullish(),
  supplierSource: z.union([z.number(), z.string()]).nullish(),
});
