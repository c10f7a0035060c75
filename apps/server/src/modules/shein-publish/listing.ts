import { type SheinTemplateBody, sheinSupplierSku } from '@podbench/contract';
import type {
  SheinAttributeInfo,
  SheinFillInStandard,
  SheinImageType,
  SheinListing,
  SheinSaleValue,
} from '@podbench/shein';
import type { AppContext } from '../../context';
import { PublishRefused } from '../publish-core/refused';
import { productAttributeValues, saleValueOf } from './attribute-values';
import { findLeaf, shopAttributes, shopTree } from './categories';
import type { SheinShopApi } from './shop-client';

/**
 * Packed dimensions of a SKU. publishOrEdit requires length / width / height, and the template does not carry them
 * yet: a folded garment in a mailer bag (docs/shein.md, "what the pack is silent on").
 */
export const SHEIN_DEFAULT_PACKAGE_CM = { length: '30', width: '25', height: '3' } as const;

/** Fill-in standard fields the template cannot provide: a store that requires one refuses the publish up front. */
const UNSUPPORTED_REQUIRED: Record<string, string> = {
  brand_code: '品牌',
  sample_spec: '样品信息',
  skc_title: 'SKC 标题',
  suggest_price: '建议零售价',
  minimum_stock_quantity: '最小备货量',
  supplier_barcode: '供应商条码',
  quantity_info: '件数信息',
  ip_character: 'IP 信息',
  package_type: '包装类型',
  product_detail_picture: '详情图',
};

export interface SheinPublishContext {
  standard: SheinFillInStandard;
  productTypeId: number;
  attributes: SheinAttributeInfo[];
  /** Fill-in standard keys marked `show: false`: such fields must not be sent. */
  hidden: Set<string>;
}

/**
 * What a publish reads from the shop first (flows.md (b) 1, 3, 4, 5): the fill-in standard for the leaf, the leaf's
 * product type in this shop's tree and its attribute template.
 */
export async function sheinPublishContext(
  ctx: AppContext,
  shop: SheinShopApi,
  categoryId: number,
): Promise<SheinPublishContext> {
  const leaf = findLeaf(await shopTree(ctx, shop), categoryId);
  if (!leaf) throw new PublishRefused('该 Shein 店铺不能使用模板所选类目：请在模板中重新选择叶子类目');
  const standard = await shop.call('fillInStandard', { category_id: categoryId });
  const attributes = await shopAttributes(ctx, shop, leaf.productTypeId);
  const missing = standard.fill_in_standard_list
    .filter((f) => f.required && f.show && UNSUPPORTED_REQUIRED[f.field_key])
    .map((f) => UNSUPPORTED_REQUIRED[f.field_key]);
  if (missing.length > 0) throw new PublishRefused(`该 Shein 店铺要求填写${missing.join('、')}，模板暂不支持`);
  if (standard.currency !== 'CNY')
    throw new PublishRefused(`该 Shein 店铺的供货价币种为 ${standard.currency}，模板价格为人民币：暂不支持`);
  const hidden = new Set(standard.fill_in_standard_list.filter((f) => !f.show).map((f) => f.field_key));
  return { standard, productTypeId: leaf.productTypeId, attributes, hidden };
}

/** The image slots of one SKC (old scheme): main, details, square, and a colour block when there are several SKCs. */
export function sheinImageSlots(imageCount: number, skcCount: number): Array<{ image: number; type: SheinImageType }> {
  const details = imageCount > 1 ? Array.from({ length: Math.min(imageCount - 1, 10) }, (_, i) => i + 1) : [0];
  return [
    { image: 0, type: 1 },
    ...details.map((image) => ({ image, type: 2 as const })),
    { image: 0, type: 5 },
    ...(skcCount > 1 ? [{ image: 0, type: 6 as const }] : []),
  ];
}

/**
 * The listing of a template for one shop: colours and sizes mapped to the shop's sale-attribute values (or custom
 * values where allowed), product attributes by their entry mode, cost price in the standard's currency.
 */
export async function sheinListingOf(
  shop: SheinShopApi,
  c: SheinPublishContext,
  templateId: number,
  t: SheinTemplateBody,
  slotUrl: (image: number, type: SheinImageType) => string,
): Promise<SheinListing> {
  const categoryId = t.categoryId as number;
  const language = c.standard.default_language;
  const title = t.title.trim();
  const maxTitle = c.standard.default_language_title_max_length;
  if (maxTitle && title.length > maxTitle) throw new PublishRefused(`Shein 该类目标题最多 ${maxTitle} 个字符`);
  const sale = c.attributes.filter((a) => a.attribute_type === 1 && a.attribute_status !== 1);
  const main = sale.find((a) => a.attribute_label === 1);
  if (!main) throw new PublishRefused('Shein 该类目的属性模板没有主销售属性（颜色）');
  const second = sale.find((a) => a.attribute_id !== main.attribute_id);
  if (!second && t.skcs.some((s) => s.skus.length > 1))
    throw new PublishRefused('Shein 该类目没有尺码类销售属性：每个颜色只能有一个 SKU');

  let permissions: Map<number, boolean> | null = null;
  const customAllowed = async (attributeId: number) => {
    permissions ??= new Map(
      (await shop.call('customAttributePermission', { category_id_list: [categoryId] })).data
        .filter((d) => d.last_category_id === categoryId)
        .map((d) => [d.attribute_id, d.has_permission === 1]),
    );
    return permissions.get(attributeId) === true;
  };
  const saleValue = async (info: SheinAttributeInfo, text: string) => {
    try {
      return saleValueOf(info, text, false, language);
    } catch (err) {
      if (!(await customAllowed(info.attribute_id))) throw err;
      return saleValueOf(info, text, true, language);
    }
  };

  const filled = new Map(t.attributes.filter((a) => a.value.trim()).map((a) => [a.attributeId, a]));
  const productAttributes = [];
  for (const a of filled.values()) {
    const info = c.attributes.find((x) => x.attribute_id === a.attributeId);
    if (!info) throw new PublishRefused(`属性「${a.name}」不在 Shein 该类目的属性模板中，请在模板中重新填写属性`);
    if (info.attribute_type === 3 || info.attribute_type === 4)
      productAttributes.push(...productAttributeValues(info, a.value.trim()));
  }
  const required = c.attributes.filter(
    (a) =>
      (a.attribute_type === 3 || a.attribute_type === 4) && a.attribute_status === 3 && !filled.has(a.attribute_id),
  );
  if (required.length > 0)
    throw new PublishRefused(`请填写 Shein 必填属性：${required.map((a) => `「${a.attribute_name}」`).join('')}`);

  const slots = sheinImageSlots(t.images.length, t.skcs.length);
  const skcs = [];
  for (const [i, skc] of t.skcs.entries()) {
    const skus = [];
    for (const k of skc.skus)
      skus.push({
        supplierSku: sheinSupplierSku(templateId, k.variantId),
        sale: second ? [await saleValue(second, k.size)] : [],
        costPrice: (k.priceFen / 100).toFixed(2),
        stock: k.stock,
        weightG: k.weightG > 0 ? k.weightG : 200,
        lengthCm: SHEIN_DEFAULT_PACKAGE_CM.length,
        widthCm: SHEIN_DEFAULT_PACKAGE_CM.width,
        heightCm: SHEIN_DEFAULT_PACKAGE_CM.height,
      });
    skcs.push({
      supplierCode: `PB-S${templateId}-C${i + 1}`,
      sale: await saleValue(main, skc.color),
      images: slots.map((s) => ({ type: s.type, url: slotUrl(s.image, s.type) })),
      skus,
    });
  }
  return {
    categoryId,
    sizeAttributes: second ? sizeChartOf(c, t, second, skcs) : [],
    productTypeId: c.productTypeId,
    supplierCode: `PB-S${templateId}`,
    language,
    title,
    // The template has no description yet; Shein's 全托管 page requires one in the default language.
    description: title,
    currency: c.standard.currency,
    productAttributes,
    skcs,
  };
}

/**
 * size_attribute_list from the template's size chart: one row per type-2 attribute and SKU size, tied to the size's
 * sale value (its id, or its text for a custom value). A required row must have a positive number for every size.
 */
function sizeChartOf(
  c: SheinPublishContext,
  t: SheinTemplateBody,
  second: SheinAttributeInfo,
  skcs: Array<{ skus: Array<{ sale: SheinSaleValue[] }> }>,
): SheinListing['sizeAttributes'] {
  const sizes = new Map<string, SheinSaleValue>();
  for (const [i, skc] of t.skcs.entries())
    for (const [j, k] of skc.skus.entries()) {
      const v = skcs[i]?.skus[j]?.sale[0];
      if (v) sizes.set(k.size.trim(), v);
    }
  const rows = [];
  for (const a of c.attributes.filter((x) => x.attribute_type === 2 && x.attribute_status !== 1)) {
    const chart = (t.sizeChart ?? []).find((r) => r.attributeId === a.attribute_id);
    const filled = [...sizes].filter(([size]) => (chart?.values[size] ?? '').trim() !== '');
    if (a.attribute_status === 3 && filled.length < sizes.size)
      throw new PublishRefused(`请在尺码表中为每个尺码填写 Shein 必填尺寸「${a.attribute_name}」`);
    for (const [size, v] of filled) {
      const value = (chart?.values[size] ?? '').trim();
      if (!/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= 0)
        throw new PublishRefused(`尺码表「${a.attribute_name}」${size} 须为正数（最多 2 位小数）`);
      rows.push({
        attributeId: a.attribute_id,
        value,
        relateAttributeId: second.attribute_id,
        ...('valueId' in v ? { relateValueId: v.valueId } : { relateValue: v.custom }),
      });
    }
  }
  return rows;
}
