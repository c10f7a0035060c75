import { attributesOf, leafOf, type SheinAttr } from './catalog';
import { isObj, present } from './fields';
import { DEFAULT_LANGUAGE, TITLE_MAX } from './goods';
import { checkProductAttributes, checkSizeAttributes } from './publish-attrs';
import { checkNames, enumString, int, Issues, unknownKeys } from './publish-issues';
import { checkSkcs, type SkcContext, type SkcDraft } from './publish-skc';
import type { IdValue, StoredProduct } from './store';

const SPU_KEYS = [
  'brand_code',
  'category_id',
  'product_type_id',
  'source_system',
  'spu_name',
  'supplier_code',
  'suit_flag',
  'is_spu_pic',
  'ip_character_list',
  'fill_configuration_info',
  'image_info',
  'multi_language_name_list',
  'multi_language_desc_list',
  'product_attribute_list',
  'size_attribute_list',
  'sale_attribute_sort_list',
  'sample_info',
  'skc_list',
  'site_list',
];

export interface PublishDraft {
  categoryId: number;
  productTypeId: number;
  supplierCode: string;
  names?: Array<{ language: string; name: string }>;
  descs: Array<{ language: string; name: string }>;
  productAttributes: IdValue[];
  sizeAttributes: Array<Record<string, unknown>>;
  skcs: SkcDraft[];
}

/**
 * The whole pre-validation of a publishOrEdit body (goods.product.publishOrEdit.md, 全托管). Returns the issues
 * (→ pre_valid_result) and, when there are none, the draft to store.
 */
export function checkPublish(
  body: Record<string, unknown>,
  c: Omit<SkcContext, 'attrs' | 'defaultLanguage'> & { takenSpuCodes: Set<string> },
): { issues: Issues; draft?: PublishDraft } {
  const issues = new Issues();
  const add = (module: string, msg: string) => issues.add('basic_info', module, msg);
  for (const k of unknownKeys(body, SPU_KEYS)) add(k, `不支持字段 ${k}`);
  if (present(body.site_list)) add('site_list', 'site_list 仅自运营/半托管/POP 可传，全托管不能传');
  if (present(body.brand_code)) add('brand_code', '店铺填写标准 brand_code 为不展示，不能传');
  if (Array.isArray(body.ip_character_list) ? body.ip_character_list.length > 0 : present(body.ip_character_list))
    add('ip_character_list', '店铺填写标准 ip_character 为不展示，不能传');
  if (present(body.sample_info)) add('sample_info', '店铺填写标准 sample_spec 为不展示，不能传');
  if (present(body.fill_configuration_info)) {
    const f = isObj(body.fill_configuration_info) ? body.fill_configuration_info : {};
    if (f.filled_quantity_to_sku === true) add('fill_configuration_info', '店铺填写标准 quantity_info 为不展示');
    if (Array.isArray(f.fill_configuration_tags) && f.fill_configuration_tags.length > 0)
      add('fill_configuration_info', '店铺填写标准 package_type 为不展示');
  }
  const spuPic = body.is_spu_pic;
  if (spuPic === true || spuPic === 'true')
    add('is_spu_pic', '店铺未开通 SPU 图片方案（picture_config_list 为空），is_spu_pic 需为 false');
  else if (present(spuPic) && spuPic !== false && spuPic !== 'false') add('is_spu_pic', 'is_spu_pic 需为布尔值');
  if (present(body.image_info)) add('image_info', 'SPU 图片仅在 is_spu_pic 为 true 时传');
  if (present(body.source_system) && String(body.source_system).toLowerCase() !== 'openapi')
    add('source_system', 'source_system 固定为 OpenAPI');
  const suit = enumString(body.suit_flag, ['0', '1']);
  if (suit === null) add('suit_flag', 'suit_flag 为必填项，全托管固定 "0"');
  else if (suit === '1') add('suit_flag', '接口不支持套装（suit_flag 需为 "0"）');

  const categoryId = int(body.category_id, true);
  const leaf = categoryId === null ? undefined : leafOf(categoryId);
  if (!leaf) add('category_id', 'category_id 为必填项，且需为末级类目（last_category = true）');
  else if (c.existing && c.existing.categoryId !== categoryId)
    add('category_id', '编辑已审核通过的 SPU 时不允许修改 category_id');
  const productTypeId = int(body.product_type_id, true);
  if (productTypeId === null) add('product_type_id', 'product_type_id 为必填项（全托管）');
  else if (leaf && leaf.productTypeId !== productTypeId)
    add(
      'product_type_id',
      `product_type_id 与类目不匹配（类目 ${leaf.categoryId} 的产品类型为 ${leaf.productTypeId}）`,
    );
  const supplierCode = typeof body.supplier_code === 'string' ? body.supplier_code : '';
  if (!supplierCode.trim() || supplierCode.length > 200)
    add('supplier_code', 'supplier_code 为必填项（全托管），最多 200 个字符');
  else if (c.takenSpuCodes.has(supplierCode)) add('supplier_code', `supplier_code ${supplierCode} 在店铺内已存在`);

  const names = { defaultLanguage: DEFAULT_LANGUAGE, defaultMax: TITLE_MAX, otherMax: 1000, min: 2, html: false };
  if (present(body.multi_language_name_list) || !c.existing)
    checkNames(issues, 'basic_info', 'multi_language_name_list', body.multi_language_name_list, names);
  // Required for 全托管 (SYS 商品发布-全托管); on edit, leaving it out would clear it, which is refused as missing.
  checkNames(issues, 'basic_info', 'multi_language_desc_list', body.multi_language_desc_list, {
    ...names,
    defaultMax: 5000,
    otherMax: 5000,
    min: 1,
  });

  const attrs: SheinAttr[] = (leaf && attributesOf(leaf.productTypeId)) || [];
  if (!leaf) return { issues };
  const productAttributes = checkProductAttributes(issues, body.product_attribute_list, attrs);
  const skcs = checkSkcs(issues, body.skc_list, { ...c, attrs, defaultLanguage: DEFAULT_LANGUAGE });
  const skuAttr = attrs.find((a) => a.attribute_type === 1 && a.attribute_label === 0)?.attribute_id ?? null;
  const allSkus = [...skcs.flatMap((s) => s.skus), ...(c.existing?.skcs.flatMap((s) => s.skus) ?? [])];
  const valueIds = new Set(
    allSkus.flatMap((k) =>
      k.saleAttributes.filter((a) => a.attribute_id === skuAttr).map((a) => a.attribute_value_id as number),
    ),
  );
  const sizeAttributes = checkSizeAttributes(issues, body.size_attribute_list, attrs, {
    attributeId: skuAttr,
    valueIds,
  });
  if (present(body.sale_attribute_sort_list)) checkSort(issues, body.sale_attribute_sort_list, skcs, attrs);
  if (!issues.empty) return { issues };
  return {
    issues,
    draft: {
      categoryId: leaf.categoryId,
      productTypeId: leaf.productTypeId,
      supplierCode,
      names: Array.isArray(body.multi_language_name_list)
        ? (body.multi_language_name_list as Array<{ language: string; name: string }>)
        : undefined,
      descs: body.multi_language_desc_list as Array<{ language: string; name: string }>,
      productAttributes,
      sizeAttributes,
      skcs,
    },
  };
}

/** sale_attribute_sort_list: support_sale_attribute_sort is false, so only the main attribute's values. */
function checkSort(issues: Issues, v: unknown, skcs: SkcDraft[], attrs: SheinAttr[]) {
  const main = attrs.find((a) => a.attribute_type === 1 && a.attribute_label === 1);
  const used = new Set(skcs.map((s) => s.saleAttribute.attribute_value_id));
  for (const r of Array.isArray(v) ? v : [v]) {
    const row = isObj(r) ? r : {};
    for (const k of unknownKeys(row, ['attribute_id', 'in_order_attribute_value_id_list']))
      issues.add('basic_info', 'sale_attribute_sort_list', `不支持字段 ${k}`);
    if (int(row.attribute_id) !== main?.attribute_id)
      issues.add('basic_info', 'sale_attribute_sort_list', '店铺不支持次销售属性排序，只能排序主销售属性');
    const ids = Array.isArray(row.in_order_attribute_value_id_list) ? row.in_order_attribute_value_id_list : [];
    if (ids.length === 0 || ids.some((id) => !used.has(int(id) ?? -1)))
      issues.add(
        'basic_info',
        'sale_attribute_sort_list',
        'in_order_attribute_value_id_list 需为本次 SKC 的主销售属性值',
      );
  }
}

export type { StoredProduct };
