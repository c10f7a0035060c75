import { z } from 'zod';
import { id, list, meta } from './common';

/**
 * Request and `info` schemas of the catalogue side of the publish flow (reference flows.md (b) 1–7). Requests are
 * strict (no field outside the page); answers check strictly the fields the product reads and tolerate the rest.
 */

/** POST /open-api/goods/query-category-tree: no body; the whole tree, snake_case (DOC 3001594). */
export const categoryTreeRequest = z.strictObject({});
export interface SheinCategoryNode {
  category_id: number;
  category_name: string;
  parent_category_id: number | null;
  last_category: boolean;
  /** Meaningful on leaves only (0 elsewhere). */
  product_type_id: number;
  children: SheinCategoryNode[];
}
export const categoryNode: z.ZodType<SheinCategoryNode, unknown> = z.lazy(() =>
  z.looseObject({
    category_id: id,
    category_name: z.string(),
    parent_category_id: id.nullish().transform((v) => v ?? null),
    last_category: z.boolean(),
    product_type_id: id.nullish().transform((v) => v ?? 0),
    children: list(categoryNode),
  }),
);
export const categoryTreeInfo = z.looseObject({ data: z.array(categoryNode), meta });

/** POST /open-api/goods/query-attribute-template (DOC 3001899): product type ids, at most 10. */
export const attributeTemplateRequest = z.strictObject({ product_type_id_list: z.array(id).min(1).max(10) });
export const attributeValueInfo = z.looseObject({
  attribute_value_id: id,
  /** Can be empty (id 1448 in the official example): such values are not offered. */
  attribute_value: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  attribute_value_en: z.string().nullish(),
  is_show: z.number().int().nullish(),
  is_custom_attribute_value: z.boolean().nullish(),
});
export const attributeInfo = z.looseObject({
  attribute_id: id,
  attribute_name: z.string(),
  attribute_name_en: z.string().nullish(),
  /** 1 sale, 2 size chart, 3 composition, 4 ordinary. */
  attribute_type: z.number().int().min(1).max(4),
  /** 1 = the main (SKC) sale attribute. */
  attribute_label: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? 0),
  /** 0 manual, 1 multi-select, 2/3 single-select, 4 multi-select + manual. */
  attribute_mode: z.number().int().min(0).max(4).nullish(),
  attribute_input_num: z.number().int().nullish(),
  /** 1 may not be filled, 2 optional, 3 required. */
  attribute_status: z.number().int().min(1).max(3),
  attribute_is_show: z.number().int().nullish(),
  attribute_value_info_list: list(attributeValueInfo),
});
export type SheinAttributeInfo = z.output<typeof attributeInfo>;
export const attributeTemplateInfo = z.looseObject({
  data: z.array(
    z.looseObject({
      product_type_id: id,
      /** Main sale attribute rule: 1 不填 (【默认】), 2 选填, 3 必填. */
      main_attribute_status: z.number().int().nullish(),
      attribute_infos: list(attributeInfo),
    }),
  ),
  meta,
});

/** POST /open-api/goods/query-publish-fill-in-standard (DOC 3001898). */
export const fillInStandardRequest = z.strictObject({ category_id: id.optional(), spu_name: z.string().optional() });
export const fillInStandardInfo = z.looseObject({
  fill_in_standard_list: z.array(
    z.looseObject({
      field_key: z.string(),
      module: z.string().nullish(),
      required: z.boolean(),
      /** false = must not be sent. */
      show: z.boolean(),
    }),
  ),
  /** cost_info.currency. */
  currency: z.string().min(1),
  /** Names and descriptions must include it. */
  default_language: z.string().min(1),
  default_language_title_max_length: z.number().int().nullish(),
  picture_config_list: list(z.looseObject({ field_key: z.string(), is_true: z.boolean().nullish() })),
  support_sale_attribute_sort: z.boolean().nullish(),
  weight_config: z.looseObject({ available_units: list(z.string()) }).nullish(),
  length_width_height_config: z.looseObject({ available_units: list(z.string()) }).nullish(),
});
export type SheinFillInStandard = z.output<typeof fillInStandardInfo>;

/** POST /open-api/goods/query-brand-list (DOC 3001900): no body. */
export const brandListRequest = z.strictObject({});
export const brandListInfo = z.looseObject({
  data: list(z.looseObject({ brand_code: z.string(), brand_name: z.string().nullish() })),
  meta,
});

/** POST /open-api/goods/get-custom-attribute-permission-config (DOC 3001369): leaf category ids, ≤ 200. */
export const customAttributePermissionRequest = z.strictObject({ category_id_list: z.array(id).min(1).max(200) });
export const customAttributePermissionInfo = z.looseObject({
  data: list(z.looseObject({ last_category_id: id, attribute_id: id, has_permission: z.number().int() })),
  meta,
});

/** POST /open-api/goods/product/check-supplierSku-repeated (DOC 3001437): camelCase; `info` is an array. */
export const checkSupplierSkuRequest = z.strictObject({
  supplierSkuList: z.array(z.string().min(1).max(200)).min(1).max(200),
});
export const checkSupplierSkuInfo = z.array(z.looseObject({ supplierSku: z.string(), repeated: z.boolean() }));

/** POST /open-api/goods/query-document-state (DOC 3001368): camelCase, ≤ 10 SPUs. */
export const documentStateRequest = z.strictObject({
  spuList: z
    .array(z.strictObject({ spuName: z.string().min(1), version: z.string().optional() }))
    .min(1)
    .max(10),
});
export const documentStateInfo = z.looseObject({
  data: list(
    z.looseObject({
      spuName: z.string(),
      version: z.string().nullish(),
      skcList: list(
        z.looseObject({
          skcName: z.string(),
          documentSn: z.string().nullish(),
          /** -1 not accepted, 1 pending, 2 approved, 3 rejected, 4 withdrawn, 5 appealing. */
          documentState: z.number().int(),
          failedReason: list(z.looseObject({ language: z.string().nullish(), content: z.string() })),
        }),
      ),
    }),
  ),
  meta,
});

/** POST /open-api/goods/spu-info (DOC 3001897): camelCase; data only once approved. */
export const spuInfoRequest = z.strictObject({
  spuName: z.string().min(1),
  languageList: z.array(z.string()).min(1).max(5),
});
export const spuInfoInfo = z.looseObject({
  spuName: z.string(),
  categoryId: id.nullish(),
  productTypeId: id.nullish(),
  supplierCode: z.string().nullish(),
  skcInfoList: list(
    z.looseObject({
      skcName: z.string(),
      supplierCode: z.string().nullish(),
      attributeId: id.nullish(),
      attributeValueId: id.nullish(),
      skcImageInfoList: list(
        z.looseObject({
          groupCode: z.string().nullish(),
          imageItemId: id.nullish(),
          imageType: z.string().nullish(),
          imageUrl: z.string(),
          sort: z.number().int().nullish(),
        }),
      ),
      skuInfoList: list(z.looseObject({ skuCode: z.string(), supplierSku: z.string() })),
    }),
  ),
});
