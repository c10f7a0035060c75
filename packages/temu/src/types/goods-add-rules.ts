import type { GoodsAddRequest, TemuCurrency } from './goods-add';

/**
 * bg.glo.goods.add rules that span fields (reference api/bg.glo.goods.add.md §Hard limits, §Image rules, the
 * Pitfalls, and Temu doc 199 §6 / §8, doc 205). The request schema checks each field; these check the listing as
 * a whole, for the category's `catType` (1 = apparel) and the shop type. Each issue names the code Temu answers
 * with, where the reference gives one.
 */
export interface GoodsAddContext {
  /** The leaf's catType from bg.goods.cats.get: 1 = 服饰 (apparel). */
  catType: number;
  /** bg.mall.info.get `semiManagedMall`. */
  semiManaged: boolean;
  /** The shop's currency (2000060 / 2000061). */
  currency?: TemuCurrency;
}

export interface GoodsAddIssue {
  path: string;
  message: string;
  /** Temu's code for the same refusal, when the reference names one. */
  code?: number;
}

/** Temu doc 205: productName limit by level-1 category; every other level-1 category: 500. */
export const TEMU_TITLE_LIMITS: Readonly<Record<number, number>> = {
  1: 100,
  653: 200,
  1464: 250,
  2096: 250,
  2542: 500,
  4673: 250,
  9711: 250,
  13512: 250,
  15945: 250,
  17719: 250,
  18768: 250,
  19858: 250,
  23177: 250,
  24252: 250,
  24389: 250,
  26207: 250,
  27011: 250,
  31148: 250,
};
export const TEMU_DEFAULT_TITLE_LIMIT = 500;
export const titleLimitFor = (cat1Id: number) => TEMU_TITLE_LIMITS[cat1Id] ?? TEMU_DEFAULT_TITLE_LIMIT;

/** Temu doc 199 §6-1 and the goods page. */
export const TEMU_MAX_SKC = 25;
export const TEMU_MAX_SKU = 500;
export const TEMU_APPAREL_MAX_SKU_PER_SKC = 10;

type Spec = { parentSpecId: number; parentSpecName: string; specId: number; specName: string };
const EMPTY_MAIN: Spec = { parentSpecId: 0, parentSpecName: '', specId: 0, specName: '' };
const isEmptyMain = (s: Spec) =>
  s.parentSpecId === EMPTY_MAIN.parentSpecId &&
  s.parentSpecName === EMPTY_MAIN.parentSpecName &&
  s.specId === EMPTY_MAIN.specId &&
  s.specName === EMPTY_MAIN.specName;
const specKey = (s: Spec) => `${s.parentSpecId}:${s.specId}`;

/** Every rule the listing breaks; an empty list means the body may be sent. */
export function goodsAddRuleIssues(body: GoodsAddRequest, ctx: GoodsAddContext): GoodsAddIssue[] {
  const issues: GoodsAddIssue[] = [];
  const add = (path: string, message: string, code?: number) => issues.push({ path, message, code });
  const apparel = ctx.catType === 1;
  const skcs = body.productSkcReqs;

  // Category path: level 1 first, then consecutive levels, unused levels 0 (doc 199 §一).
  const path = [
    body.cat1Id,
    body.cat2Id,
    body.cat3Id,
    body.cat4Id,
    body.cat5Id,
    body.cat6Id,
    body.cat7Id,
    body.cat8Id,
    body.cat9Id,
    body.cat10Id,
  ];
  const firstZero = path.indexOf(0);
  if (firstZero >= 0 && path.slice(firstZero).some((c) => c !== 0)) {
    add('cat1Id', '类目路径须从一级类目连续到叶子类目，其余层级传 0', 6000011);
  }

  const limit = titleLimitFor(body.cat1Id);
  if ([...body.productName].length > limit) add('productName', `商品标题不能超过 ${limit} 个字符（Temu 文档 205）`);

  if (skcs.length > TEMU_MAX_SKC) add('productSkcReqs', `每个商品最多 ${TEMU_MAX_SKC} 个 SKC`);
  const skuCount = skcs.reduce((n, s) => n + s.productSkuReqs.length, 0);
  if (skuCount > TEMU_MAX_SKU) add('productSkcReqs', `每个商品最多 ${TEMU_MAX_SKU} 个 SKU`);

  // SKC structure (doc 199 §6-1/6-2, §8-1, §8-4).
  if (!apparel) {
    if (skcs.length !== 1) add('productSkcReqs', '非服饰类目只能有一个 SKC（主销售规格属性值列表重复）');
    skcs.forEach((skc, i) => {
      if (!isEmptyMain(skc.mainProductSkuSpecReqs[0])) {
        add(`productSkcReqs.${i}.mainProductSkuSpecReqs`, '非服饰类目的主销售规格须为空（主销售属性不合法）');
      }
    });
    if (!body.carouselImageUrls?.length)
      add('carouselImageUrls', '非服饰类目须上传商品轮播图（1:1，≥800×800）', 2000018);
  }
  const mains = new Set<string>();
  skcs.forEach((skc, i) => {
    const at = `productSkcReqs.${i}`;
    const main = skc.mainProductSkuSpecReqs[0];
    if (skc.productSkuReqs.length === 0) add(`${at}.productSkuReqs`, 'SKC 下至少要有一个 SKU');
    if (apparel) {
      if (skc.productSkuReqs.length > TEMU_APPAREL_MAX_SKU_PER_SKC) {
        add(`${at}.productSkuReqs`, `服饰类目每个 SKC 最多 ${TEMU_APPAREL_MAX_SKU_PER_SKC} 个 SKU`);
      }
      if (!skc.previewImgUrls?.length)
        add(`${at}.previewImgUrls`, '服饰类目每个 SKC 须有轮播图（3:4，≥1340×1785）', 2000014);
      const prices = new Set(skc.productSkuReqs.map((s) => s.supplierPrice));
      if (prices.size > 1) add(`${at}.productSkuReqs`, '服装类目skc下价格需要保持一致，请进行调整', 2000031);
    }
    if (!isEmptyMain(main)) {
      const key = specKey(main);
      if (mains.has(key)) add(`${at}.mainProductSkuSpecReqs`, '主销售规格属性值列表重复');
      mains.add(key);
      skc.productSkuReqs.forEach((sku, j) => {
        if (!sku.productSkuSpecReqs.some((s) => specKey(s) === key && s.specName === main.specName)) {
          add(`${at}.productSkuReqs.${j}.productSkuSpecReqs`, 'SKU 的规格须包含其 SKC 的主销售规格');
        }
      });
    }
  });

  // SKUs: one spec per dimension, no duplicate combinations, the full Cartesian product (doc 199 §3-1).
  const values = new Map<number, Map<number, string>>();
  const combos = new Set<string>();
  let dims: string | null = null;
  // A SKC's main spec is one of the product's spec values even if (wrongly) no SKU of it is given.
  for (const skc of skcs) {
    const main = skc.mainProductSkuSpecReqs[0];
    if (!isEmptyMain(main)) {
      const byParent = values.get(main.parentSpecId) ?? new Map<number, string>();
      if (!byParent.has(main.specId)) byParent.set(main.specId, main.specName);
      values.set(main.parentSpecId, byParent);
    }
  }
  for (const [i, skc] of skcs.entries()) {
    for (const [j, sku] of skc.productSkuReqs.entries()) {
      const at = `productSkcReqs.${i}.productSkuReqs.${j}`;
      const parents = sku.productSkuSpecReqs.map((s) => s.parentSpecId);
      if (new Set(parents).size !== parents.length)
        add(`${at}.productSkuSpecReqs`, '同一 SKU 的每个规格维度只能有一个值');
      const signature = [...parents].sort((a, b) => a - b).join(',');
      if (dims === null) dims = signature;
      else if (dims !== signature) add(`${at}.productSkuSpecReqs`, '所有 SKU 须使用相同的规格维度');
      for (const s of sku.productSkuSpecReqs) {
        const byParent = values.get(s.parentSpecId) ?? new Map<number, string>();
        const known = byParent.get(s.specId);
        if (known !== undefined && known !== s.specName)
          add(`${at}.productSkuSpecReqs`, `规格 id ${s.specId} 的名称不一致（2000004）`, 2000004);
        byParent.set(s.specId, s.specName);
        values.set(s.parentSpecId, byParent);
      }
      const combo = sku.productSkuSpecReqs.map(specKey).sort().join('|');
      if (combos.has(combo)) add(`${at}.productSkuSpecReqs`, 'SKU 销售规格重复');
      combos.add(combo);
    }
  }
  const expected = [...values.values()].reduce((n, m) => n * m.size, values.size ? 1 : 0);
  if (values.size && combos.size !== expected) {
    add('productSkcReqs', `SKU 须是各规格值的完整组合（应为 ${expected} 个，实为 ${combos.size} 个）`);
  }

  // productSpecPropertyReqs: one entry per spec value the SKUs use, with the same name (2000004).
  const declared = new Map<string, string>();
  body.productSpecPropertyReqs.forEach((p, i) => {
    const key = `${p.parentSpecId}:${p.specId}`;
    if (declared.has(key)) add(`productSpecPropertyReqs.${i}`, '规格属性重复');
    declared.set(key, p.propValue);
  });
  for (const [parent, byId] of values) {
    for (const [specId, name] of byId) {
      const key = `${parent}:${specId}`;
      if (!declared.has(key)) add('productSpecPropertyReqs', `缺少规格 ${name}（${key}）的规格属性`);
      else if (declared.get(key) !== name)
        add('productSpecPropertyReqs', `规格 ${key} 的属性值与 SKU 规格名称不一致`, 2000004);
    }
  }
  for (const key of declared.keys()) {
    const [parent, specId] = key.split(':').map(Number);
    if (!values.get(parent)?.has(specId)) add('productSpecPropertyReqs', `规格属性 ${key} 没有被任何 SKU 使用`);
  }

  // Prices and currency (doc 199 §8-8; 2000060).
  for (const [i, skc] of skcs.entries()) {
    for (const [j, sku] of skc.productSkuReqs.entries()) {
      const at = `productSkcReqs.${i}.productSkuReqs.${j}`;
      if (ctx.currency && sku.currencyType !== ctx.currency) add(`${at}.currencyType`, '请选择正确的币种', 2000060);
      if (ctx.semiManaged) {
        if (sku.supplierPrice !== undefined) add(`${at}.supplierPrice`, '当前商品仅允许填写分站点申报价格');
        if (!sku.siteSupplierPrices?.length) add(`${at}.siteSupplierPrices`, '半托管商品须填写分站点申报价格', 2000204);
      } else {
        if (sku.supplierPrice === undefined) add(`${at}.supplierPrice`, '全托管商品须填写申报价格');
        if (sku.siteSupplierPrices !== undefined) add(`${at}.siteSupplierPrices`, '全托管商品不能填写分站点申报价格');
      }
    }
  }
  const currencies = new Set(skcs.flatMap((s) => s.productSkuReqs.map((k) => k.currencyType)));
  if (currencies.size > 1) add('productSkcReqs', '同一商品的 SKU 须使用同一币种', 2000060);
  if (!ctx.semiManaged) {
    for (const k of ['productWarehouseRouteReq', 'productShipmentReq', 'productSemiManagedReq'] as const) {
      if (body[k] !== undefined) add(k, '全托管店铺不能传半托管字段');
    }
  } else if (body.productShipmentReq === undefined) {
    add('productShipmentReq', 'Semi-managed delivery information cannot be empty');
  }

  return issues;
}
