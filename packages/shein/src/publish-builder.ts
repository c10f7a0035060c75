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
  /** Size-chart rows tied to an SKU-level sale value: its id, or its text when it is a custom value. */
  sizeAttributes: Array<{
    attributeId: number;
    value: string;
    relateAttributeId: number;
    relateValueId?: number;
    relateValue?: string;
  }>;
  skcs: SheinListingSkc[];
  /** Fill-in standard keys marked `show: false` (must not be sent): shelf_require, stop_purchase, mall_state. */
  hidden?: readonly string[];
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
  const shown = (key: string) => !l.hidden?.includes(key);
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
            ...(s.relateValueId !== undefined
              ? { relate_sale_attribute_value_id: s.relateValueId }
              : { relate_sale_attribute_value: s.relateValue }),
          })),
        }
      : {}),
    skc_list: l.skcs.map((skc) => ({
      supplier_code: skc.supplierCode,
      sale_attribute: sale(skc.sale),
      ...(shown('shelf_require') ? { shelf_require: '0' as const } : {}),
      shelf_way: '1',
      image_info: {
        image_info_list: skc.images.map((img, i) => ({ image_sort: i + 1, image_type: img.type, image_url: img.url })),
      },
      sku_list: skc.skus.map((k) => ({
        supplier_sku: k.supplierSku,
        sale_attribute_list: k.sale.map(sale),
        mall_state: 1 as const,
        ...(shown('stop_purchase') ? { stop_purchase: 1 as const } : {}),
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

/** Platform codes of a published product, read from spu-info (the source for every edit). */
export interface SheinProductCodes {
  spuName: string;
  /** spu-info's productTypeId: Shein may relink category ↔ type, and the tree's value then fails on edit. */
  productTypeId: number | null;
  skcs: Record<string, { skcName: string; imageGroupCode: string | null }>;
  skus: Record<string, string>;
}

/**
 * An edit of a published product (SYS 商品编辑-全托管): the new-product body plus `spu_name`, `skc_name`,
 * `image_group_code` and `sku_code` for what Shein already has; `cost_info` / `stock_info_list` (refused on edit) and
 * `shelf_require` (ignored) are left out of existing SKUs / SKCs. SKCs and SKUs Shein does not have yet are added as
 * new ones.
 */
export function buildSheinEditRequest(l: SheinListing, codes: SheinProductCodes): PublishOrEditRequest {
  const base = buildSheinPublishRequest({ ...l, productTypeId: codes.productTypeId ?? l.productTypeId });
  return {
    ...base,
    spu_name: codes.spuName,
    skc_list: base.skc_list.map((skc) => {
      const known = codes.skcs[skc.supplier_code];
      if (!known) return skc;
      const { shelf_require: _ignored, ...rest } = skc;
      return {
        ...rest,
        skc_name: known.skcName,
        image_info: {
          ...(known.imageGroupCode ? { image_group_code: known.imageGroupCode } : {}),
          image_info_list: skc.image_info.image_info_list,
        },
        sku_list: skc.sku_list.map((k) => {
          const code = codes.skus[k.supplier_sku];
          if (!code) return k;
          const { cost_info: _cost, stock_info_list: _stock, ...kept } = k;
          return { ...kept, sku_code: code };
        }),
      };
    }),
  };
}

/** The codes an edit needs, from an approved product's spu-info. */
export function productCodesOf(info: {
  spuName: string;
  productTypeId?: number | null;
  skcInfoList: Array<{
    skcName: string;
    supplierCode?: string | null;
    skcImageInfoList: Array<{ groupCode?: string | null }>;
    skuInfoList: Array<{ skuCode: string; supplierSku: string }>;
  }>;
}): SheinProductCodes {
  const skcs: SheinProductCodes['skcs'] = {};
  const skus: Record<string, string> = {};
  for (const skc of info.skcInfoList) {
    if (skc.supplierCode)
      skcs[skc.supplierCode] = {
        skcName: skc.skcName,
        imageGroupCode: skc.skcImageInfoList.find((i) => i.groupCode)?.groupCode ?? null,
      };
    for (const k of skc.skuInfoList) skus[k.supplierSku] = k.skuCode;
  }
  return { spuName: info.spuName, productTypeId: info.productTypeId ?? null, skcs, skus };
}
