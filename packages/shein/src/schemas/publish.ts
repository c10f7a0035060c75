import { z } from 'zod';
import { id, imageType, list } from './common';

/**
 * POST /open-api/goods/product/publishOrEdit (DOC 3001812 + SYS 商品发布-全托管 / 商品编辑-全托管), for a 全托管 app.
 * The request schema checks every field the product sends and refuses the fields a 全托管 app must not send
 * (`site_list`, `price_info_list`); other documented optional fields pass untouched.
 */
const saleValue = z
  .looseObject({
    attribute_id: id,
    attribute_value_id: id.optional(),
    /** The custom-value scheme (only where get-custom-attribute-permission-config allows): ≤ 50 characters. */
    custom_attribute_value: z.string().min(1).max(50).optional(),
    language: z.enum(['en', 'zh-cn', 'fr', 'es', 'it']).optional(),
  })
  .refine((v) => (v.attribute_value_id === undefined) !== (v.custom_attribute_value === undefined), {
    message: 'sale attribute needs attribute_value_id or custom_attribute_value (one of them)',
  });
const decimal2 = z.string().regex(/^\d+(\.\d{1,2})?$/, 'a positive number with at most 2 decimals');
const imageInfo = z.looseObject({
  image_group_code: z.string().optional(),
  image_info_list: z
    .array(
      z.looseObject({
        image_item_id: z.union([id, z.string()]).optional(),
        image_sort: z.number().int().positive(),
        image_type: imageType,
        image_url: z.string().min(1),
      }),
    )
    .min(1),
});
const languageText = z.strictObject({ language: z.string().min(1), name: z.string().min(1) });
const never = z.never().optional();

export const publishOrEditSku = z.looseObject({
  sku_code: z.string().optional(),
  supplier_sku: z.string().min(1).max(200),
  sale_attribute_list: z.array(saleValue).max(2).optional(),
  mall_state: z.union([z.literal(1), z.literal(2)]),
  /**
   * Required for 全托管 per the page, but the official edit example leaves it out, and a fill-in standard that marks
   * `stop_purchase` show=false forbids it: presence is the builder's business, not the schema's.
   */
  stop_purchase: z.union([z.literal(1), z.literal(2)]).optional(),
  length: decimal2,
  width: decimal2,
  height: decimal2,
  length_width_height_unit: z.enum(['cm', 'Inch', 'Ft']).optional(),
  weight: z.union([z.number().positive(), decimal2]),
  weight_unit: z.enum(['g', 'lb', 'Oz']).optional(),
  cost_info: z.strictObject({ cost_price: decimal2, currency: z.string().min(1) }).optional(),
  stock_info_list: z
    .array(
      z.looseObject({
        inventory_num: z.number().int().min(0).max(99_999),
        supplier_warehouse_id: z.string().optional(),
      }),
    )
    .min(1)
    .optional(),
  image_info: imageInfo.optional(),
  price_info_list: never,
});
export const publishOrEditSkc = z.looseObject({
  skc_name: z.string().optional(),
  supplier_code: z.string().min(1).max(200),
  sale_attribute: saleValue,
  image_info: imageInfo,
  shelf_require: z.union([z.enum(['0', '1']), z.literal(0), z.literal(1)]).optional(),
  shelf_way: z.union([z.enum(['1', '2']), z.literal(1), z.literal(2)]),
  hope_on_sale_date: z.string().optional(),
  sku_list: z.array(publishOrEditSku).min(1).max(400),
});
export const publishOrEditRequest = z
  .looseObject({
    spu_name: z.string().min(1).optional(),
    category_id: z.union([id, z.string().regex(/^\d+$/)]),
    product_type_id: z.union([id, z.string().regex(/^\d+$/)]).optional(),
    source_system: z.string().optional(),
    supplier_code: z.string().min(1).max(200).optional(),
    suit_flag: z.union([z.literal('0'), z.literal(0)]).optional(),
    is_spu_pic: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    brand_code: z.string().optional(),
    multi_language_name_list: z.array(languageText).min(1).optional(),
    multi_language_desc_list: z
      .array(z.strictObject({ language: z.string().min(1), name: z.string().max(5000) }))
      .optional(),
    product_attribute_list: z
      .array(
        z.strictObject({
          attribute_id: id,
          attribute_value_id: id.optional(),
          attribute_extra_value: z.string().optional(),
        }),
      )
      .optional(),
    size_attribute_list: z
      .array(
        z.looseObject({
          attribute_id: id,
          attribute_extra_value: z.string().min(1),
          relate_sale_attribute_id: id.optional(),
          relate_sale_attribute_value_id: id.optional(),
          relate_sale_attribute_value: z.string().optional(),
        }),
      )
      .optional(),
    image_info: imageInfo.optional(),
    skc_list: z.array(publishOrEditSkc).min(1).max(40),
    site_list: never,
  })
  .superRefine((b, ctx) => {
    // A new product (no spu_name) must carry its titles; every SKC must use the same number of SKU sale values.
    if (!b.spu_name && !b.multi_language_name_list)
      ctx.addIssue({ code: 'custom', path: ['multi_language_name_list'], message: 'required on a new product' });
    b.skc_list.forEach((skc, i) => {
      skc.sku_list.forEach((k, j) => {
        const path = ['skc_list', i, 'sku_list', j];
        if (k.sku_code) {
          // Cost and stock are not editable here (update-cost / stock-update): Shein errors when they are sent.
          if (k.cost_info || k.stock_info_list)
            ctx.addIssue({ code: 'custom', path, message: 'cost_info / stock_info_list are refused on an edit' });
        } else
          for (const f of ['cost_info', 'stock_info_list', 'sale_attribute_list'] as const)
            if (k[f] === undefined)
              ctx.addIssue({ code: 'custom', path: [...path, f], message: 'required on a new SKU' });
      });
    });
    const counts = new Set(b.skc_list.flatMap((s) => s.sku_list.map((k) => k.sale_attribute_list?.length ?? 0)));
    if (counts.size > 1)
      ctx.addIssue({ code: 'custom', path: ['skc_list'], message: 'every SKU needs the same number of sale values' });
  });
export type PublishOrEditRequest = z.input<typeof publishOrEditRequest>;

/** `code` is "0" even when validation fails: `success` says whether Shein accepted the submission. */
export const publishOrEditInfo = z
  .looseObject({
    success: z.boolean(),
    spu_name: z.string().nullish(),
    version: z.string().nullish(),
    skc_list: list(
      z.looseObject({
        skc_name: z.string(),
        sku_list: list(z.looseObject({ sku_code: z.string(), supplier_sku: z.string() })),
      }),
    ),
    pre_valid_result: list(
      z.looseObject({
        form: z.string().nullish(),
        form_name: z.string().nullish(),
        module: z.string().nullish(),
        messages: list(z.string()),
      }),
    ),
    mcc_valid_result: list(z.looseObject({ message: z.string().nullish(), type: z.number().int().nullish() })),
    filtered_result: list(z.looseObject({ scene: z.string().nullish(), message: z.string().nullish() })),
  })
  .refine((i) => !i.success || Boolean(i.spu_name), { message: 'an accepted submission names its spu_name' });
export type PublishOrEditInfo = z.output<typeof publishOrEditInfo>;

/** Shein's reasons for refusing a submission (`success: false`), one line each, or null when it was accepted. */
export function publishRefusal(info: PublishOrEditInfo): string | null {
  if (info.success) return null;
  const lines = [
    ...info.pre_valid_result.flatMap((r) => r.messages.map((m) => (r.module ? `${r.module}：${m}` : m))),
    ...info.mcc_valid_result.filter((m) => m.type !== 1 && m.message).map((m) => m.message as string),
  ];
  return lines.length > 0 ? lines.join('；') : 'Shein 未接受该商品（未给出原因）';
}
