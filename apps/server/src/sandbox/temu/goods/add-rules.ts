import { findCategory, levelOf } from '../catalog/categories';
import { SandboxTemuError } from '../handlers/registry';
import type { GoodsAddParams } from './add-request';

/** The sandbox's code for a listing Temu refuses on its content (the real pages publish messages, not codes). */
export const GOODS_ERROR_CODE = 6000030;
export const MAX_SKC = 25;
export const MAX_SKU = 500;
const refuse = (msg: string) => new SandboxTemuError(GOODS_ERROR_CODE, msg);

/**
 * 205 货品名称长度限制规则, keyed by the sandbox's root categories (mapped to the nearest Temu root: 服装 → 服装鞋靴和珠宝饰品,
 * 家居用品 → 家具厨房用品, 箱包 → 服装鞋靴和珠宝饰品, 手机及配件 → 手机和配件, 办公文具 → 办公用品); others 500.
 */
const NAME_LIMIT_BY_ROOT: Record<number, number> = { 26000: 250, 27000: 250, 28000: 250, 29000: 250, 30000: 200 };
const APPAREL_ROOT = 26000;
const FIRST_TYPES = new Set([10001, 10002, 10003, 10004, 10005, 10006]);
const TWICE_TYPES = new Set([
  ...Array.from({ length: 27 }, (_, i) => 20001 + i),
  20033,
  20034,
  20035,
  20036,
  20037,
  20038,
]);

/** The category chain cat1Id… from the root to a leaf, the rest 0 (199 一、确定发品类目). Returns the chain. */
export function checkCategories(p: GoodsAddParams): number[] {
  const ids = Array.from({ length: 10 }, (_, i) => Number((p as Record<string, unknown>)[`cat${i + 1}Id`] ?? 0));
  const chain = ids.slice(0, ids.indexOf(0) === -1 ? 10 : ids.indexOf(0));
  if (ids.slice(chain.length).some((x) => x !== 0)) throw refuse('类目id不连续：从一级类目到叶子类目依次填写，其他传0');
  const leaf = findCategory(chain.at(-1) ?? 0);
  if (!leaf || levelOf(leaf) !== chain.length) throw refuse(`类目不存在：cat${chain.length || 1}Id`);
  if (!leaf.template) throw refuse('请选择叶子类目发品（bg.goods.cats.get 返回 isLeaf=true 的类目）');
  for (let i = chain.length - 1; i > 0; i--) {
    if (findCategory(chain[i]!)?.parentCatId !== chain[i - 1])
      throw refuse(`类目层级不正确：cat${i + 1}Id 不属于 cat${i}Id`);
  }
  return chain;
}

export function checkName(name: string, rootCatId: number) {
  const limit = NAME_LIMIT_BY_ROOT[rootCatId] ?? 500;
  if ([...name].length > limit) throw refuse(`货品名称长度超过限制，该类目最多${limit}个字符`);
}

export function checkStructure(p: GoodsAddParams, rootCatId: number, managedType: 'full' | 'semi') {
  if (p.productSkcReqs.length > MAX_SKC) throw refuse(`一个SPU下最多${MAX_SKC}个SKC`);
  const skus = p.productSkcReqs.flatMap((s) => s.productSkuReqs);
  if (skus.length > MAX_SKU) throw refuse(`一个SPU下最多${MAX_SKU}个SKU`);
  // 199 FAQ 8-4: outside apparel a SPU has exactly one SKC.
  if (rootCatId !== APPAREL_ROOT && p.productSkcReqs.length > 1) throw refuse('主销售规格属性值列表重复');
  for (const sku of skus) {
    // 199 FAQ 8-8: 全托 sends supplierPrice only, 半托 siteSupplierPrices only.
    if (managedType === 'full' && (sku.siteSupplierPrices || sku.supplierPrice === undefined)) {
      throw refuse(
        sku.siteSupplierPrices ? '当前商品仅允许填写申报价格supplierPrice' : 'supplierPrice 申报价格不能为空',
      );
    }
    if (managedType === 'semi' && (sku.supplierPrice !== undefined || !sku.siteSupplierPrices?.length)) {
      throw refuse('当前商品仅允许填写分站点申报价格');
    }
  }
}

/** 203 定制品定制工艺层级关系: basic technology alone; otherwise one sub-technology, or two to three combined. */
export function checkTechnology(p: GoodsAddParams): boolean {
  const t = p.productSaleExtAttrReq?.customizedTechnologyReq;
  if (!t) return false;
  if (!FIRST_TYPES.has(t.firstType)) throw refuse(`定制工艺firstType不合法：${t.firstType}`);
  const twice = t.twiceType === undefined ? [] : Array.isArray(t.twiceType) ? t.twiceType : [t.twiceType];
  if (t.firstType === 10001 && twice.length > 0) throw refuse('基础工艺无需选择二级工艺');
  if (t.firstType !== 10001 && (twice.length < 1 || twice.length > 3)) {
    throw refuse('定制工艺二级工艺：单一工艺选一项，组合工艺最少两项、最多三项');
  }
  const bad = twice.find((x) => !TWICE_TYPES.has(x));
  if (bad !== undefined) throw refuse(`定制工艺twiceType不合法：${bad}`);
  return true;
}
