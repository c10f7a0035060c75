import type { SheinAttr } from './catalog';
import { checkSkuSale } from './publish-attrs';
import { checkImages } from './publish-images';
import { isObj, present } from './fields';
import { COST_CURRENCY } from './goods';
import { checkNames, enumString, int, type Issues, objList, positive2, unknownKeys } from './publish-issues';
import type { StoredProduct, StoredSkc, StoredSku } from './store';
import { parseSheinTime } from './protocol';

const SKC_KEYS = [
  'skc_name',
  'supplier_code',
  'sale_attribute',
  'image_info',
  'skc_title',
  'skc_multi_language_name_list',
  'suggested_retail_price',
  'site_detail_image_info_list',
  'proof_of_stock_list',
  'shelf_require',
  'shelf_way',
  'hope_on_sale_date',
  'sku_list',
];
const SKU_KEYS = [
  'sku_code',
  'supplier_sku',
  'sale_attribute_list',
  'mall_state',
  'stop_purchase',
  'length',
  'width',
  'height',
  'length_width_height_unit',
  'weight',
  'weight_unit',
  'cost_info',
  'stock_info_list',
  'image_info',
  'supplier_barcode',
  'quantity_info',
  'package_type',
  'minimum_stock_quantity',
  'competing_product_link',
  'site_rrp_info_list',
  'price_info_list',
];
/** SKU fields the store's fill-in standard hides (show false) or that are not for 全托管 (price_info_list). */
const SKU_REFUSED: Record<string, string> = {
  price_info_list: 'price_info_list 仅自运营/POP 可传，全托管请传 cost_info',
  supplier_barcode: '店铺填写标准 supplier_barcode 为不展示，不能传',
  quantity_info: '店铺填写标准 quantity_info 为不展示，不能传',
  package_type: '未声明 PACKAGE_TYPE_TO_SKU，不能传 package_type',
  minimum_stock_quantity: '店铺填写标准 minimum_stock_quantity 为不展示，不能传',
  competing_product_link: '店铺填写标准 reference_product_link 为不展示，不能传',
  site_rrp_info_list: 'site_rrp_info_list 不适用于全托管',
};
const SKC_REFUSED: Record<string, string> = {
  suggested_retail_price: '店铺填写标准 suggest_price 为不展示，不能传',
  site_detail_image_info_list: '店铺填写标准 product_detail_picture 为不展示，不能传',
  proof_of_stock_list: '店铺填写标准 proof_of_stock 为不展示，不能传',
};

export interface SkcDraft extends Omit<StoredSkc, 'skcName' | 'imageGroupCode' | 'documentSn' | 'skus'> {
  existing?: StoredSkc;
  skus: Array<Omit<StoredSku, 'skuCode'> & { existing?: StoredSku }>;
}

export interface SkcContext {
  attrs: SheinAttr[];
  existing?: StoredProduct;
  defaultLanguage: string;
  /** SKC supplier codes and supplier SKUs of the shop's other SPUs. */
  takenSkcCodes: Set<string>;
  takenSkus: Set<string>;
  ownImages: Set<string>;
}

/** Checks skc_list and its sku_list per goods.product.publishOrEdit.md (全托管 column). */
export function checkSkcs(issues: Issues, v: unknown, c: SkcContext): SkcDraft[] {
  const main = c.attrs.find((a) => a.attribute_type === 1 && a.attribute_label === 1) as SheinAttr;
  const secondary = c.attrs.filter((a) => a.attribute_type === 1 && a !== main);
  const list = objList(v);
  if (!Array.isArray(v) || list.length === 0) issues.add('basic_info', 'skc_list', 'skc_list 为必填项');
  if (list.length > 40) issues.add('basic_info', 'skc_list', 'skc_list 最多 40 个');
  const kept = (c.existing?.skcs ?? []).filter((s) => !list.some((r) => r.skc_name === s.skcName));
  const skcCount = list.length + kept.length;
  const codes = new Set<string>();
  const colours = new Set<number>(kept.map((s) => s.saleAttribute.attribute_value_id));
  const skus = new Set<string>();
  const saleCounts = new Set<number>(kept.flatMap((s) => s.skus.map((k) => k.saleAttributes.length)));
  return list.map((r, i) => {
    const at = `skc_list[${i}]`;
    const add = (module: string, msg: string) => issues.add('basic_info', `${at}.${module}`, msg);
    for (const k of unknownKeys(r, SKC_KEYS)) add(k, `${at} 不支持字段 ${k}`);
    for (const [k, msg] of Object.entries(SKC_REFUSED)) if (present(r[k])) add(k, msg);
    let existing: StoredSkc | undefined;
    if (present(r.skc_name)) {
      existing = c.existing?.skcs.find((s) => s.skcName === r.skc_name);
      if (!existing) add('skc_name', `skc_name ${String(r.skc_name)} 不属于该 SPU（新 SKC 不能传 skc_name）`);
    }
    const supplierCode = typeof r.supplier_code === 'string' ? r.supplier_code : '';
    if (!supplierCode.trim() || supplierCode.length > 200)
      add('supplier_code', 'supplier_code 为必填项，最多 200 个字符');
    else if (codes.has(supplierCode) || c.takenSkcCodes.has(supplierCode))
      add('supplier_code', `supplier_code ${supplierCode} 在店铺内已存在`);
    codes.add(supplierCode);
    // Main sale attribute.
    const sale = isObj(r.sale_attribute) ? r.sale_attribute : null;
    let colour = { attribute_id: main.attribute_id, attribute_value_id: 0 };
    let colourText = '';
    if (!sale) add('sale_attribute', 'sale_attribute 为必填项');
    else {
      for (const k of unknownKeys(sale, ['attribute_id', 'attribute_value_id', 'custom_attribute_value', 'language']))
        add('sale_attribute', `sale_attribute 不支持字段 ${k}`);
      if (present(sale.custom_attribute_value))
        add('sale_attribute', '店铺无自定义属性值权限，请传 attribute_value_id');
      const vid = int(sale.attribute_value_id);
      const text = main.attribute_value_info_list.find((x) => x.attribute_value_id === vid)?.attribute_value;
      if (int(sale.attribute_id) !== main.attribute_id)
        add('sale_attribute', `sale_attribute 需为主销售属性 ${main.attribute_id}`);
      else if (vid === null || !text) add('sale_attribute', 'sale_attribute.attribute_value_id 不正确');
      else {
        colour = { attribute_id: main.attribute_id, attribute_value_id: vid };
        colourText = text;
        if (existing && existing.saleAttribute.attribute_value_id !== vid)
          add('sale_attribute', '销售属性发布后不可修改');
        else if (!existing && colours.has(vid)) add('sale_attribute', `主销售属性值 ${text} 重复`);
        colours.add(vid);
      }
    }
    const images = checkImages(issues, `${at}.image_info`, r.image_info, { existing, skcCount, own: c.ownImages });
    // Shelving.
    if (!existing && enumString(r.shelf_require, ['0', '1']) === null)
      add('shelf_require', 'shelf_require 为必填项（"0" 或 "1"）');
    const shelfWay = enumString(r.shelf_way, ['1', '2']);
    if (shelfWay === null) add('shelf_way', 'shelf_way 为必填项（"1" 或 "2"）');
    else if (existing && existing.shelfWay !== shelfWay) add('shelf_way', 'shelf_way 发布后不可修改');
    if (shelfWay === '2' && (typeof r.hope_on_sale_date !== 'string' || parseSheinTime(r.hope_on_sale_date) === null))
      add('hope_on_sale_date', 'shelf_way 为 2 时 hope_on_sale_date 必填（yyyy-MM-dd HH:mm:ss）');
    if (present(r.skc_title) && (typeof r.skc_title !== 'string' || r.skc_title.length > 200))
      add('skc_title', 'skc_title 需为不超过 200 个字符的文本');
    if (present(r.skc_multi_language_name_list))
      checkNames(issues, 'basic_info', `${at}.skc_multi_language_name_list`, r.skc_multi_language_name_list, {
        defaultLanguage: c.defaultLanguage,
        defaultMax: 200,
        otherMax: 1000,
        min: 2,
        html: false,
      });
    // SKUs.
    const skuList = objList(r.sku_list);
    if (!Array.isArray(r.sku_list) || skuList.length === 0) add('sku_list', 'sku_list 为必填项');
    if (skuList.length > 400) add('sku_list', 'sku_list 最多 400 个');
    const combos = new Set<string>(
      (existing?.skus ?? [])
        .filter((k) => !skuList.some((s) => s.sku_code === k.skuCode))
        .map((k) => JSON.stringify(k.saleAttributes)),
    );
    const withImage = skuList.filter((s) => present(s.image_info)).length;
    if (withImage > 0 && withImage < skuList.length) add('sku_list', '同一 SKC 下的 SKU 图片需全部填写或全部不填');
    const drafts = skuList.map((s, j) => {
      const sat = `${at}.sku_list[${j}]`;
      const addS = (module: string, msg: string) => issues.add('supplier_info', `${sat}.${module}`, msg);
      for (const k of unknownKeys(s, SKU_KEYS)) addS(k, `${sat} 不支持字段 ${k}`);
      for (const [k, msg] of Object.entries(SKU_REFUSED)) if (present(s[k])) addS(k, msg);
      let old: StoredSku | undefined;
      if (present(s.sku_code)) {
        old = existing?.skus.find((k) => k.skuCode === s.sku_code);
        if (!old) addS('sku_code', `sku_code ${String(s.sku_code)} 不属于该 SKC（新 SKU 不能传 sku_code）`);
      }
      const supplierSku = typeof s.supplier_sku === 'string' ? s.supplier_sku : '';
      if (!supplierSku.trim() || supplierSku.length > 200)
        addS('supplier_sku', 'supplier_sku 为必填项，最多 200 个字符');
      else if (old && old.supplierSku !== supplierSku) addS('supplier_sku', 'supplier_sku 与 sku_code 不匹配');
      else if (skus.has(supplierSku) || c.takenSkus.has(supplierSku))
        addS('supplier_sku', `supplier_sku ${supplierSku} 在店铺内已存在`);
      else if (!old && c.existing?.skcs.some((x) => x.skus.some((k) => k.supplierSku === supplierSku)))
        addS('supplier_sku', `supplier_sku ${supplierSku} 在店铺内已存在`);
      skus.add(supplierSku);
      const saleAttributes = checkSkuSale(addS, s.sale_attribute_list, secondary, main.attribute_id);
      if (old && JSON.stringify(old.saleAttributes) !== JSON.stringify(saleAttributes))
        addS('sale_attribute_list', '销售属性发布后不可修改');
      const combo = JSON.stringify(saleAttributes);
      if (!old && combos.has(combo)) addS('sale_attribute_list', '同一 SKC 下销售属性组合重复');
      combos.add(combo);
      saleCounts.add(saleAttributes.length);
      const mallState = int(s.mall_state);
      if (mallState !== 1 && mallState !== 2) addS('mall_state', 'mall_state 为必填项（1 在售 / 2 停售）');
      const stopPurchase = int(s.stop_purchase);
      if (present(s.stop_purchase) || !old)
        if (stopPurchase !== 1 && stopPurchase !== 2)
          addS('stop_purchase', 'stop_purchase 为必填项（1 可采 / 2 停采）');
      const dims = (['length', 'width', 'height'] as const).map((k) => {
        const d = positive2(s[k]);
        if (d === null) addS(k, `${k} 为必填项（正数，最多 2 位小数）`);
        return d ?? '';
      });
      if (present(s.length_width_height_unit) && s.length_width_height_unit !== 'cm')
        addS('length_width_height_unit', '长宽高单位仅支持 cm');
      const weight = positive2(s.weight);
      if (weight === null) addS('weight', 'weight 为必填项（正数，最多 2 位小数）');
      if (present(s.weight_unit) && s.weight_unit !== 'g') addS('weight_unit', '重量单位仅支持 g');
      let costPrice = old?.costPrice ?? '';
      let stock = old?.stock ?? 0;
      if (old) {
        if (present(s.cost_info)) addS('cost_info', '编辑时不能传 cost_info，请使用 update-cost');
        if (present(s.stock_info_list)) addS('stock_info_list', '编辑时不能传 stock_info_list，请使用 stock-update');
      } else {
        const cost = isObj(s.cost_info) ? s.cost_info : null;
        if (!cost) addS('cost_info', 'cost_info 为必填项（全托管供货价）');
        else {
          for (const k of unknownKeys(cost, ['cost_price', 'currency'])) addS('cost_info', `cost_info 不支持字段 ${k}`);
          const p = cost.cost_price;
          if (typeof p !== 'string' || !/^\d+(\.\d{1,2})?$/.test(p) || Number(p) > 100_000)
            addS('cost_info', 'cost_info.cost_price 需为 0~100000 的字符串，最多 2 位小数');
          else costPrice = p;
          if (cost.currency !== COST_CURRENCY) addS('cost_info', `cost_info.currency 需为店铺币种 ${COST_CURRENCY}`);
        }
        const stocks = objList(s.stock_info_list);
        if (!Array.isArray(s.stock_info_list) || stocks.length !== 1)
          addS('stock_info_list', 'stock_info_list 为必填项（店铺只有一个仓库，传 1 条）');
        for (const st of stocks) {
          for (const k of unknownKeys(st, ['inventory_num', 'supplier_warehouse_id', 'supplier_warehouse_name']))
            addS('stock_info_list', `stock_info_list 不支持字段 ${k}`);
          const n = int(st.inventory_num);
          if (n === null || n < 0 || n > 99_999) addS('stock_info_list', 'inventory_num 需为 0~99999 的整数');
          else stock = n;
        }
      }
      if (present(s.image_info))
        checkImages(issues, `${sat}.image_info`, s.image_info, { sku: true, own: c.ownImages });
      return {
        existing: old,
        supplierSku,
        saleAttributes,
        length: dims[0] as string,
        width: dims[1] as string,
        height: dims[2] as string,
        weight: Number(weight ?? 0),
        mallState: mallState ?? 1,
        stopPurchase: stopPurchase ?? old?.stopPurchase ?? 1,
        costPrice,
        currency: COST_CURRENCY,
        stock,
      };
    });
    if (saleCounts.size > 1) add('sku_list', '每个 SKC 的 SKU 销售属性个数需一致');
    return {
      existing,
      supplierCode,
      saleAttribute: colour,
      colour: colourText,
      images,
      shelfWay: shelfWay ?? '1',
      skus: drafts,
    };
  });
}
