import { type SheinTemplateBody, sheinSupplierSku } from '@podbench/contract';

/** Attribute ids of Shein's sales attributes (颜色, 尺码) in the attribute template. */
export const SHEIN_SALE_ATTR = { color: 27, size: 87 } as const;

/** The publishOrEdit body of a template, its images already Shein-hosted (`hosted[i]` for `t.images[i]`). */
export function buildPublishOrEdit(
  templateId: number,
  t: SheinTemplateBody,
  hosted: string[],
  spuName: string | null,
): Record<string, unknown> {
  return {
    ...(spuName ? { spu_name: spuName } : {}),
    category_id: t.categoryId,
    product_type_id: t.categoryId,
    supplier_code: `PB-S${templateId}`,
    multi_language_name_list: [{ language: 'zh-cn', name: t.title.trim() }],
    product_attribute_list: t.attributes
      .filter((a) => a.value.trim())
      .map((a) => ({
        attribute_id: a.attributeId,
        attribute_extra_value: a.value.trim(),
      })),
    image_info: {
      image_info_list: hosted.map((url, i) => ({ image_sort: i + 1, image_type: i === 0 ? 1 : 2, image_url: url })),
    },
    skc_list: t.skcs.map((skc, i) => ({
      supplier_code: `PB-S${templateId}-C${i + 1}`,
      sale_attribute: { attribute_id: SHEIN_SALE_ATTR.color, attribute_value_name: skc.color.trim() },
      sku_list: skc.skus.map((k) => ({
        supplier_sku: sheinSupplierSku(templateId, k.variantId),
        sale_attribute_list: [{ attribute_id: SHEIN_SALE_ATTR.size, attribute_value_name: k.size.trim() }],
        price_info_list: [{ currency: 'CNY', base_price: k.priceFen / 100 }],
        stock_info_list: [{ inventory_num: k.stock }],
        weight: k.weightG,
      })),
    })),
  };
}
