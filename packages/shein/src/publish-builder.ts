import type { SheinImageType } from './schemas/common';
import type { PublishOrEditRequest } from './schemas/publish';

/** A sale value: an id from the attribute template, or a custom text where the category permits it. */
export type SheinSaleValue =
  | { attributeId: number; valueId: number }
  | { attributeId: number; custom: string; language: 'en' | 'zh-cn' | 'fr' | 'es' | 'it' };

export interface SheinListingSku {
  supplierSku: string;
  /** Secondary sale values (e.g. size), 0–2, the same count in every SKC. */
  sale: SheinSaleValue[];
  /** Cost (supply) price in the fill-in standard's currency, e.g. "32.50". */
  costPrice: string;
  stock: number;
  weightG: number;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

export interface SheinListingSkc {
  supplierCode: string;
  /** The main sale value (e.g. colour). */
  sale: SheinSaleValue;
  /** Shein-hosted URLs with the slot they were uploaded for; the main image (type 1) goes first. */
  images: Array<{ type: SheinImageType; url: string }>;
  skus: SheinListingSku[];
}

/** Everything a new 全托管 product needs, already resolved against Shein's templates and fill-in standard. */
export interface SheinListing {
  categoryId: number;
  productTypeId: number;
  supplierCode: string;
  /** The fill-in standard's default_language: the title and description are sent in it. */
  language: string;
  title: string;
  description: string;
  brandCode?: string | null;
  currency: string;
  productAttributes: Array<{ attributeId: number; valueId?: number; extraValue?: string }>;
  sizeAttributes: Array<{ attributeId: number; value: string; relateAttributeId: number; relateValueId: number }>;
  skcs: SheinListingSkc[];
}

const sale = (v: SheinSaleValue) =>
  'valueId' in v
    ? { attribute_id: v.attributeId, attribute_value_id: v.valueId }
    : { attribute_id: v.attributeId, custom_attribute_value: v.custom, language: v.language };

/**
 * The publishOrEdit body of a new 全托管 product (reference goods.product.publishOrEdit.md, "What a 全托管 app
 * sends"): SPU → SKC per main sale value → SKU per secondary value. Nothing a 全托管 app must not send
 * (`site_list`, `price_info_list`) is ever built; images sit per SKC (the old scheme, `is_spu_pic: false`).
 */
export function buildSheinPublishRequest(l: SheinListing): PublishOrEditRequest {
  return {
    category_id: l.categoryId,
    product_type_id: l.productTypeId,
    source_system: 'OpenAPI',
    supplier_code: l.supplierCode,
    suit_flag: '0',
    is_spu_pic: false,
    ...(l.brandCode ? { brand_code: l.brandCode } : {}),
    multi_language_name_list: [{ language: l.language, name: l.title }],
    multi_language_desc_list: [{ language: l.language, name: l.description }],
    product_attribute_list: l.productAttributes.map((a) => ({
      attribute_id: a.attributeId,
      ...(a.valueId !== undefined ? { attribute_value_id: a.valueId } : {}),
      ...(a.extraValue !== undefined ? { attribute_extra_value: a.extraValue } : {}),
    })),
    ...(l.sizeAttributes.length > 0
      ? {
          size_attribute_list: l.sizeAttributes.map((s) => ({
            attribute_id: s.attributeId,
            attribute_extra_value: s.value,
            relate_sale_attribute_id: s.relateAttributeId,
            relate_sale_attribute_value_id: s.relateValueId,
          })),
        }
      : {}),
    skc_list: l.skcs.map((skc) => ({
      supplier_code: skc.supplierCode,
      sale_attribute: sale(skc.sale),
      shelf_require: '0',
      shelf_way: '1',
      image_info: {
        image_info_list: skc.images.map((img, i) => ({ image_sort: i + 1, image_type: img.type, image_url: img.url })),
      },
      sku_list: skc.skus.map((k) => ({
        supplier_sku: k.supplierSku,
        sale_attribute_list: k.sale.map(sale),
        mall_state: 1,
        stop_purchase: 1,
        length: k.lengthCm,
        width: k.widthCm,
        height: k.heightCm,
        weight: k.weightG,
        cost_info: { cost_price: k.costPrice, currency: l.currency },
        stock_info_list: [{ inventory_num: k.stock }],
      })),
    })),
  };
}
