import { attributesOf, categoryTree, leafOf, MAIN_ATTRIBUTE_STATUS } from './catalog';
import { intValue, onlyKeys, present, requireList, requireString } from './fields';
import type { SheinPathHandler } from './handlers';
import { paramError } from './protocol';
import { countSpus } from './store';

/** The store's publish quota (query-store-info); the pack documents no refusal when it runs out. */
export const STORE_QUOTA = 9999;
/** Seller default language and cost currency of the sandbox store (query-publish-fill-in-standard). */
export const DEFAULT_LANGUAGE = 'zh-cn';
export const COST_CURRENCY = 'CNY';
export const TITLE_MAX = 200;

/**
 * The store's fill-in standard: `show: false` fields must not be sent to publishOrEdit, `required: true` ones
 * must. Keys per goods.query-publish-fill-in-standard.md.
 */
export const FILL_IN_STANDARD = [
  { module: 'reference_info', field_key: 'reference_product_link', required: false, show: false },
  { module: 'reference_info', field_key: 'proof_of_stock', required: false, show: false },
  { module: 'basic_info', field_key: 'brand_code', required: false, show: false },
  { module: 'basic_info', field_key: 'skc_title', required: false, show: true },
  { module: 'basic_info', field_key: 'ip_character', required: false, show: false },
  { module: 'basic_info', field_key: 'product_detail_picture', required: false, show: false },
  { module: 'supplier_info', field_key: 'minimum_stock_quantity', required: false, show: false },
  { module: 'supplier_info', field_key: 'supplier_barcode', required: false, show: false },
  { module: 'supplier_info', field_key: 'quantity_info', required: false, show: false },
  { module: 'supplier_info', field_key: 'package_type', required: false, show: false },
  { module: 'supplier_info', field_key: 'stop_purchase', required: true, show: true },
  { module: 'sales_info', field_key: 'shelf_require', required: true, show: true },
  { module: 'sales_info', field_key: 'mall_state', required: true, show: true },
  { module: 'sales_info', field_key: 'suggest_price', required: false, show: false },
  { module: 'sample_info', field_key: 'sample_spec', required: false, show: false },
] as const;

export const goodsHandlers: SheinPathHandler[] = [
  {
    path: '/open-api/openapi-business-backend/query-store-info',
    method: 'POST',
    input: 'json',
    family: 'main',
    language: 'none',
    async handle({ db, shop, body }) {
      onlyKeys(body, []);
      const used = await countSpus(db, shop.id);
      return {
        storeProductQuota: {
          totalLimit: STORE_QUOTA,
          availableLimit: Math.max(0, STORE_QUOTA - used),
          usedQuota: used,
        },
        // 全托管: storeName / storeStatus come back null (仅自运营，半托管会返回).
        storeInfo: { supplierId: Number(shop.supplierId), storeName: null, storeStatus: null },
      };
    },
  },
  {
    path: '/open-api/goods/query-category-tree',
    method: 'POST',
    input: 'json',
    family: 'main',
    language: 'goods',
    async handle({ body }) {
      onlyKeys(body, []);
      const data = categoryTree();
      return { data, meta: { count: data.length, customObj: null } };
    },
  },
  {
    path: '/open-api/goods/query-attribute-template',
    method: 'POST',
    input: 'json',
    family: 'main',
    language: 'goods',
    async handle({ body }) {
      onlyKeys(body, ['product_type_id_list']);
      const ids = requireList(body.product_type_id_list, 'product_type_id_list', 10).map((v) => {
        const n = intValue(v);
        if (n === null) throw paramError('product_type_id_list 必须是整数数组');
        return n;
      });
      const data = ids.map((id) => {
        const attrs = attributesOf(id);
        if (!attrs)
          throw paramError(`product_type_id ${id} 不是本店铺可用的产品类型（请传末级类目的 product_type_id）`);
        return {
          product_type_id: id,
          business_mode: 1,
          main_attribute_status: MAIN_ATTRIBUTE_STATUS,
          attribute_infos: attrs,
        };
      });
      return { data, meta: { count: data.length, customObj: null } };
    },
  },
  {
    path: '/open-api/goods/query-publish-fill-in-standard',
    method: 'POST',
    input: 'json',
    family: 'main',
    language: 'goods',
    async handle({ body }) {
      onlyKeys(body, ['category_id', 'spu_name']);
      let leaf = false;
      if (present(body.category_id)) {
        const id = intValue(body.category_id);
        if (id === null) throw paramError('category_id 必须是整数');
        if (!leafOf(id)) throw paramError(`category_id ${id} 不是末级类目`);
        leaf = true;
      }
      if (present(body.spu_name)) requireString(body.spu_name, 'spu_name', 64);
      return {
        fill_in_standard_list: FILL_IN_STANDARD,
        currency: COST_CURRENCY,
        default_language: DEFAULT_LANGUAGE,
        default_language_title_max_length: leaf ? TITLE_MAX : null,
        language_title_max_length_list: leaf ? [{ language: DEFAULT_LANGUAGE, max_length: TITLE_MAX }] : [],
        // Empty: the old image scheme, every image at SKC level (is_spu_pic false).
        picture_config_list: [],
        weight_config: leaf ? { is_required: true, available_units: ['g'] } : null,
        length_width_height_config: leaf ? { is_required: 'true', available_units: ['cm'] } : null,
        support_sale_attribute_sort: false,
      };
    },
  },
  {
    // The store may not use custom sale-attribute values anywhere: publishOrEdit refuses custom_attribute_value.
    path: '/open-api/goods/get-custom-attribute-permission-config',
    method: 'POST',
    input: 'json',
    family: 'main',
    language: 'goods',
    async handle({ body }) {
      onlyKeys(body, ['category_id_list']);
      const ids = requireList(body.category_id_list, 'category_id_list', 200).map((v) => {
        const n = intValue(v);
        if (n === null) throw paramError('category_id_list 必须是整数数组');
        const leaf = leafOf(n);
        if (!leaf) throw paramError(`category_id ${n} 不是末级类目（请传末级类目 id，不是产品类型）`);
        return leaf;
      });
      const data = ids.flatMap((leaf) =>
        (attributesOf(leaf.productTypeId) ?? [])
          .filter((a) => a.attribute_type === 1)
          .map((a) => ({ has_permission: 0, last_category_id: leaf.categoryId, attribute_id: a.attribute_id })),
      );
      return { data, meta: { count: data.length, customObj: null } };
    },
  },
];

/** Re-exported for publishOrEdit: the fill-in rule of a key. */
export const fillRule = (key: (typeof FILL_IN_STANDARD)[number]['field_key']) =>
  FILL_IN_STANDARD.find((f) => f.field_key === key) as (typeof FILL_IN_STANDARD)[number];
