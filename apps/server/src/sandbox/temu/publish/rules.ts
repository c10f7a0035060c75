import { parentSpecById } from '../catalog/specs';
import { sizeClassOfLeaf } from '../catalog/size-classes';
import { ControlType, type TemuProperty, type TemuTemplate, templateOf, ValueType } from '../catalog/templates';
import { categoryById, pathOf, type TemuCategory } from '../catalog/tree';
import type { Executor } from '../../../db';
import { findSpec } from '../handlers/publishing/catalog';
import { paramError } from '../handlers/publishing/params';
import { findPublishableSizeChart } from '../handlers/publishing/size-charts';
import { uploadedImages } from '../handlers/publishing/images';
import { PROVINCES, titleLimitOf } from '../reference/provinces';
import { technologyProblem } from '../reference/technology';
import type { SandboxTemuShop } from '../state/shop-repository';
import type { GoodsAddRequest, SpecRef } from './add-schema';
import { GoodsCode, goodsError } from './codes';

export const MAX_SKC = 25;
export const MAX_SKU = 500;
export const MAX_APPAREL_SKU_PER_SKC = 10;

export interface CheckedCategory {
  leaf: TemuCategory;
  path: number[];
  apparel: boolean;
  template: TemuTemplate;
}

/** cat1Id…cat10Id: the path from level 1 to a leaf, 0 for the unused levels (Temu doc 199 §一). */
export function checkCategory(p: GoodsAddRequest): CheckedCategory {
  const ids = Array.from({ length: 10 }, (_, i) => p[`cat${(i + 1) as 1}Id`]);
  const depth = ids.indexOf(0) === -1 ? 10 : ids.indexOf(0);
  if (depth === 0) throw goodsError(GoodsCode.CATEGORY_INVALID, 'cat1Id');
  if (ids.slice(depth).some((x) => x !== 0))
    throw goodsError(GoodsCode.CATEGORY_NOT_ALLOWED, '从一级类目到叶子类目依次填写，其他传0');
  const leaf = categoryById(ids[depth - 1]!);
  if (!leaf) throw goodsError(GoodsCode.CATEGORY_INVALID, String(ids[depth - 1]));
  const path = pathOf(leaf);
  if (path.length !== depth || path.some((id, i) => id !== ids[i])) {
    throw goodsError(GoodsCode.CATEGORY_NOT_ALLOWED, `类目路径应为 ${path.join(' > ')}`);
  }
  if (!leaf.kind) throw goodsError(GoodsCode.TEMPLATE_FAILED, `${leaf.catId} 不是叶子类目`);
  return { leaf, path, apparel: leaf.catType === 1, template: templateOf(leaf.kind) };
}

/** Temu doc 205: the title limit of the level-1 category. */
export function checkTitle(p: GoodsAddRequest, cat1Id: number) {
  const limit = titleLimitOf(cat1Id);
  if ([...p.productName].length > limit) throw paramError(`货品名称productName最多${limit}个字符`);
}

/**
 * Prices: 全托 sends `supplierPrice` only, 半托 `siteSupplierPrices` only (doc 199 §8-8); every SKU in the shop's
 * currency (2000060; sandbox shops settle in CNY); apparel SKUs of one SKC at one price (2000031).
 */
export function checkPrices(p: GoodsAddRequest, mall: SandboxTemuShop, apparel: boolean) {
  // doc 199 §8-9/8-13: 全托 must not send the semi warehouse route; 半托 needs its sites and delivery information
  // (3-day delivery, 259200 s, only for customised goods: doc 211).
  if (mall.managedType === 'full' && p.productWarehouseRouteReq !== undefined) {
    throw paramError('全托管店铺不能传入productWarehouseRouteReq');
  }
  if (mall.managedType === 'semi') {
    if (!p.productShipmentReq) throw paramError('Semi-managed delivery information cannot be empty');
    if (!p.productSemiManagedReq) throw paramError('半托管商品需填写经营站点productSemiManagedReq.bindSiteIds');
    if (p.productShipmentReq.shipmentLimitSecond === 259200 && p.personalizationSwitch !== 1) {
      throw paramError('仅定制品可选择3天发货时效');
    }
  }
  for (const skc of p.productSkcReqs) {
    for (const sku of skc.productSkuReqs) {
      if (sku.currencyType !== 'CNY') throw goodsError(GoodsCode.CURRENCY);
      if (mall.managedType === 'semi') {
        if (sku.supplierPrice !== undefined || !sku.siteSupplierPrices?.length) {
          throw paramError('当前商品仅允许填写分站点申报价格');
        }
        // One declared price per bound site, no more, no fewer (2000204 分站点申报价格校验失败).
        const sites = sku.siteSupplierPrices.map((x) => x.siteId).sort((a, b) => a - b);
        const bound = [...new Set(p.productSemiManagedReq!.bindSiteIds)].sort((a, b) => a - b);
        if (sites.join() !== bound.join()) throw goodsError(GoodsCode.SITE_PRICE);
      } else if (sku.siteSupplierPrices !== undefined || sku.supplierPrice === undefined) {
        throw paramError('全托管商品请填写申报价格supplierPrice（不填写siteSupplierPrices）');
      }
    }
    if (apparel) {
      const prices = new Set(skc.productSkuReqs.map((k) => JSON.stringify(k.supplierPrice ?? k.siteSupplierPrices)));
      if (prices.size > 1) throw goodsError(GoodsCode.APPAREL_PRICE);
    }
  }
}

const isNumber = (s: string) => /^-?\d+(\.\d+)?$/.test(s.trim());
const decimals = (s: string) => s.trim().split('.')[1]?.length ?? 0;

/**
 * productPropertyReqs against the leaf's template (bg.goods.attrs.get.md §How the template becomes
 * productPropertyReqs): ids and name of a template property; a chosen vid with its own value (2000200); free text
 * with vid 0; a number with one of the property's units; composition percentages adding up to 100; no more values
 * than chooseMaxNum, no repeats (2000171); children only when their showCondition holds; every required property
 * that is shown.
 */
export function checkProperties(p: GoodsAddRequest, t: TemuTemplate) {
  const normal = new Map(t.properties.filter((x) => !x.isSale).map((x) => [x.templatePid, x]));
  const sale = new Set(t.properties.filter((x) => x.isSale).map((x) => x.templatePid));
  const byTemplatePid = new Map<number, { prop: TemuProperty; entries: GoodsAddRequest['productPropertyReqs'] }>();
  for (const e of p.productPropertyReqs) {
    const prop = normal.get(e.templatePid);
    if (!prop) {
      throw goodsError(
        GoodsCode.PROPERTY_INVALID,
        sale.has(e.templatePid)
          ? `销售属性${e.propName}请通过productSpecPropertyReqs填写`
          : `属性不属于当前类目模板：templatePid ${e.templatePid}`,
      );
    }
    if (prop.pid !== e.pid || prop.refPid !== e.refPid)
      throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}的pid/refPid有误`);
    if (prop.name !== e.propName) throw goodsError(GoodsCode.PROPERTY_INVALID, `属性名称应为${prop.name}`);
    const group = byTemplatePid.get(e.templatePid) ?? { prop, entries: [] };
    group.entries.push(e);
    byTemplatePid.set(e.templatePid, group);
  }

  for (const { prop, entries } of byTemplatePid.values()) {
    const chooses = prop.values.length > 0 && prop.controlType !== ControlType.INPUT;
    const max = chooses ? Math.max(1, prop.chooseMaxNum) : 1;
    if (entries.length > max) throw goodsError(GoodsCode.DUPLICATE_PROPERTY);
    const vids = entries.map((e) => e.vid).filter((v) => v !== 0);
    if (new Set(vids).size !== vids.length) throw goodsError(GoodsCode.DUPLICATE_PROPERTY);
    let sum = 0;
    for (const e of entries) {
      if (chooses) {
        const v = prop.values.find((x) => x.vid === e.vid);
        if (!v) throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}请从模板属性值中选择（vid ${e.vid}）`);
        if (v.value !== e.propValue) throw goodsError(GoodsCode.VALUE_NAME, String(e.vid));
        if (prop.controlType === ControlType.CHOOSE_AND_NUMBER) {
          if (!prop.valueUnit.includes(e.valueUnit))
            throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}的单位应为${prop.valueUnit.join('/')}`);
          const n = e.numberInputValue ?? '';
          if (
            !isNumber(n) ||
            Number(n) < Number(prop.minValue) ||
            Number(n) > Number(prop.maxValue) ||
            decimals(n) > prop.valuePrecision
          ) {
            throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}的数值numberInputValue不合法：${n}`);
          }
          sum += Number(n);
        } else if (e.valueUnit !== '') {
          throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}没有单位，valueUnit请传空字符串`);
        }
      } else if (prop.propertyValueType === ValueType.NUM) {
        if (e.vid !== 0) throw goodsError(GoodsCode.PROPERTY_INVALID, `数值属性${prop.name}的vid请传0`);
        // Whether the number goes to propValue or numberInputValue is not found in the reference: either is read.
        const n = e.numberInputValue?.trim() ? e.numberInputValue : e.propValue;
        if (
          !isNumber(n) ||
          Number(n) < Number(prop.minValue) ||
          Number(n) > Number(prop.maxValue) ||
          decimals(n) > prop.valuePrecision
        ) {
          throw goodsError(
            GoodsCode.PROPERTY_INVALID,
            `属性${prop.name}的数值不合法：${n}（${prop.minValue}–${prop.maxValue}）`,
          );
        }
        if (!prop.valueUnit.includes(e.valueUnit))
          throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}的单位应为${prop.valueUnit.join('/')}`);
      } else {
        if (e.vid !== 0) throw goodsError(GoodsCode.PROPERTY_INVALID, `输入属性${prop.name}的vid请传0`);
        const len = [...e.propValue.trim()].length;
        if (len === 0 || (prop.maxValue !== '' && len > Number(prop.maxValue))) {
          throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}应填写1–${prop.maxValue}个字符`);
        }
        if (e.valueUnit !== '')
          throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}没有单位，valueUnit请传空字符串`);
      }
    }
    if (prop.valueRule === 1 && Math.abs(sum - 100) > 1e-9) {
      throw goodsError(GoodsCode.PROPERTY_INVALID, `${prop.name}的含量之和必须等于100（现为${sum}）`);
    }
  }

  const chosen = (refPid: number) =>
    new Set(p.productPropertyReqs.filter((e) => e.refPid === refPid).map((e) => e.vid));
  const shown = (prop: TemuProperty) =>
    prop.showCondition.length === 0 ||
    prop.showCondition.some((c) => c.parentVids.some((v) => chosen(c.parentRefPid).has(v)));
  for (const { prop } of byTemplatePid.values()) {
    if (!shown(prop)) throw goodsError(GoodsCode.PROPERTY_INVALID, `属性${prop.name}在当前父属性取值下不可填写`);
  }
  for (const prop of normal.values()) {
    if (prop.required && shown(prop) && !byTemplatePid.has(prop.templatePid)) {
      throw goodsError(
        GoodsCode.PROPERTY_INVALID,
        `缺少必填属性：${prop.name}（货品类目属性更新，请刷新页面后重新创建货品）`,
      );
    }
  }
}

const specKey = (s: { parentSpecId: number; specId: number }) => `${s.parentSpecId}:${s.specId}`;
const isEmptyMain = (m: SpecRef[]) =>
  m.length === 1 &&
  m[0]!.parentSpecId === 0 &&
  m[0]!.specId === 0 &&
  m[0]!.parentSpecName === '' &&
  m[0]!.specName === '';

/**
 * productSpecPropertyReqs, the SKUs' specs and the SKC structure: parent specs of the template's sale properties, or
 * up to inputMaxSpecNum others from parentspec.get (2000011); every specId exists under its parent with its own name
 * (2000004); SKUs are the full Cartesian product of the spec values; apparel has one SKC per main-sale value (颜色),
 * ≤10 SKUs each; other goods exactly one SKC with the empty main spec (doc 199 §6, §8-1/8-4).
 */
export async function checkSpecs(db: Executor, p: GoodsAddRequest, c: CheckedCategory) {
  const t = c.template;
  const saleByParent = new Map(t.properties.filter((x) => x.isSale).map((x) => [x.parentSpecId!, x]));
  const values = new Map<string, GoodsAddRequest['productSpecPropertyReqs'][number]>();
  const valuesPerParent = new Map<number, number>();
  const customParents = new Set<number>();
  for (const sp of p.productSpecPropertyReqs) {
    const parent = parentSpecById(sp.parentSpecId);
    if (!parent) throw goodsError(GoodsCode.CUSTOM_SPEC_INVALID, `父规格不存在：${sp.parentSpecId}`);
    const saleProp = saleByParent.get(sp.parentSpecId);
    if (!saleProp) customParents.add(sp.parentSpecId);
    const parentName = saleProp?.name ?? parent.parentSpecName;
    if (sp.propName !== parentName)
      throw goodsError(GoodsCode.SPEC_INVALID, `规格${sp.parentSpecId}的名称应为${parentName}`);
    const spec = await findSpec({ db }, sp.specId);
    if (!spec || spec.parentSpecId !== sp.parentSpecId)
      throw goodsError(GoodsCode.SPEC_INVALID, `规格id不存在：${sp.specId}`);
    if (spec.specName !== sp.propValue)
      throw goodsError(GoodsCode.SPEC_INVALID, `specId ${sp.specId} 与名称 ${sp.propValue} 不匹配`);
    const allZero = sp.templatePid === 0 && sp.pid === 0 && sp.refPid === 0 && sp.vid === 0;
    if (!allZero) {
      if (
        !saleProp ||
        saleProp.templatePid !== sp.templatePid ||
        saleProp.pid !== sp.pid ||
        saleProp.refPid !== sp.refPid
      ) {
        throw goodsError(
          GoodsCode.PROPERTY_INVALID,
          `规格属性${sp.propName}的templatePid/pid/refPid有误（自定义规格传0）`,
        );
      }
      const v = saleProp.values.find((x) => x.vid === sp.vid);
      if (sp.vid !== 0 && (!v || v.specId !== sp.specId || v.value !== sp.propValue))
        throw goodsError(GoodsCode.VALUE_NAME, String(sp.vid));
    }
    if (sp.valueGroupId !== 0 || sp.valueGroupName !== '')
      throw goodsError(GoodsCode.SPEC_INVALID, `规格值${sp.propValue}没有属性值组，valueGroupId传0`);
    if (sp.valueUnit !== '')
      throw goodsError(GoodsCode.SPEC_INVALID, `规格值${sp.propValue}没有单位，valueUnit传空字符串`);
    if (values.has(specKey(sp))) throw paramError(`规格值重复：${sp.propName} ${sp.propValue}`);
    values.set(specKey(sp), sp);
    valuesPerParent.set(sp.parentSpecId, (valuesPerParent.get(sp.parentSpecId) ?? 0) + 1);
  }
  if (customParents.size > t.inputMaxSpecNum) {
    throw goodsError(GoodsCode.CUSTOM_SPEC_INVALID, `当前类目最多${t.inputMaxSpecNum}个自定义规格`);
  }
  for (const id of customParents) {
    if ((valuesPerParent.get(id) ?? 0) > t.singleSpecValueNum)
      throw goodsError(GoodsCode.CUSTOM_SPEC_INVALID, `单个自定义规格最多${t.singleSpecValueNum}个值`);
  }
  for (const prop of saleByParent.values()) {
    if (prop.required && !valuesPerParent.has(prop.parentSpecId!))
      throw goodsError(GoodsCode.PROPERTY_INVALID, `缺少必填销售属性：${prop.name}`);
  }

  // Every SKU names one value of each spec used, as declared in productSpecPropertyReqs.
  const parents = [...valuesPerParent.keys()].sort((a, b) => a - b);
  const skus = p.productSkcReqs.flatMap((skc) => skc.productSkuReqs);
  const combos = new Set<string>();
  for (const sku of skus) {
    for (const s of sku.productSkuSpecReqs) {
      const sp = values.get(specKey(s));
      if (!sp || sp.propValue !== s.specName || sp.propName !== s.parentSpecName) {
        throw goodsError(
          GoodsCode.SPEC_INVALID,
          `SKU规格${s.parentSpecName} ${s.specName}（${s.specId}）不在productSpecPropertyReqs中`,
        );
      }
    }
    const own = sku.productSkuSpecReqs.map((s) => s.parentSpecId).sort((a, b) => a - b);
    if (own.join() !== parents.join()) throw paramError('每个SKU需包含每个规格的一个规格值');
    const combo = sku.productSkuSpecReqs.map(specKey).sort().join('|');
    if (combos.has(combo)) throw paramError('SKU销售规格属性值列表重复');
    combos.add(combo);
  }
  const expected = parents.reduce((n, id) => n * (valuesPerParent.get(id) ?? 1), 1);
  if (skus.length !== expected) throw paramError(`SKU需为规格值的笛卡尔积：应有${expected}个，实有${skus.length}个`);

  if (p.productSkcReqs.length > MAX_SKC) throw paramError(`一个货品最多${MAX_SKC}个SKC`);
  if (skus.length > MAX_SKU) throw paramError(`一个货品最多${MAX_SKU}个SKU`);
  const mainParent = [...saleByParent.values()].find((x) => x.mainSale)?.parentSpecId;
  if (!c.apparel) {
    if (p.productSkcReqs.length > 1) throw paramError('主销售规格属性值列表重复');
    if (!isEmptyMain(p.productSkcReqs[0]!.mainProductSkuSpecReqs)) throw paramError('主销售属性不合法');
    return;
  }
  // Apparel: one SKC per colour. A single SKC with the empty main spec is tolerated (a third-party report of a
  // colour-only apparel product published that way; bg.glo.goods.add.md §Pitfalls).
  if (p.productSkcReqs.length === 1 && isEmptyMain(p.productSkcReqs[0]!.mainProductSkuSpecReqs)) {
    if (skus.length > MAX_APPAREL_SKU_PER_SKC) throw paramError(`服饰类目每个SKC最多${MAX_APPAREL_SKU_PER_SKC}个SKU`);
    return;
  }
  const mains = new Set<string>();
  for (const skc of p.productSkcReqs) {
    const m = skc.mainProductSkuSpecReqs;
    const main = m[0]!;
    const sp = values.get(specKey(main));
    if (
      m.length !== 1 ||
      main.parentSpecId !== mainParent ||
      !sp ||
      sp.propValue !== main.specName ||
      sp.propName !== main.parentSpecName
    ) {
      throw paramError('主销售属性不合法');
    }
    if (mains.has(specKey(main))) throw paramError('主销售规格属性值列表重复');
    mains.add(specKey(main));
    if (skc.productSkuReqs.some((k) => !k.productSkuSpecReqs.some((s) => specKey(s) === specKey(main)))) {
      throw paramError('主销售属性不合法：SKC下的SKU须属于该SKC的主销售规格');
    }
    if (skc.productSkuReqs.length > MAX_APPAREL_SKU_PER_SKC)
      throw paramError(`服饰类目每个SKC最多${MAX_APPAREL_SKU_PER_SKC}个SKU`);
  }
}

/** Volumes longest ≥ middle ≥ shortest (2000044); 货号 letters, digits and punctuation only (6000018). */
export function checkSkuDetails(p: GoodsAddRequest) {
  const code = /^[\x21-\x7e]*$/;
  for (const skc of p.productSkcReqs) {
    if (!code.test(skc.extCode)) throw goodsError(GoodsCode.EXT_CODE);
    for (const sku of skc.productSkuReqs) {
      if (!code.test(sku.extCode)) throw goodsError(GoodsCode.EXT_CODE);
      const v = sku.productSkuWhExtAttrReq.productSkuVolumeReq;
      if (!(v.len >= v.width && v.width >= v.height)) throw goodsError(GoodsCode.VOLUME_ORDER);
    }
  }
}

/** The origin: region1ShortName always, and a doc 201 province (region2Id) when it is CN (2000146). */
export function checkOrigin(p: GoodsAddRequest) {
  const o = p.productWhExtAttrReq?.productOrigin;
  if (!o?.region1ShortName) throw goodsError(GoodsCode.ORIGIN_REQUIRED);
  if (!/^[A-Z]{2}$/.test(o.region1ShortName)) throw paramError(`产地region1ShortName应为二字码：${o.region1ShortName}`);
  if (o.region1ShortName === 'CN') {
    if (o.region2Id === undefined) throw goodsError(GoodsCode.ORIGIN_REQUIRED);
    if (!PROVINCES[o.region2Id]) throw paramError(`产地省份region2Id不合法：${o.region2Id}`);
  }
}

/** Customisation (doc 203, table H): only allowed combinations; personalizationSwitch 1 needs a technology. */
export function checkCustomisation(p: GoodsAddRequest): boolean {
  const t = p.productSaleExtAttrReq?.customizedTechnologyReq;
  if (p.personalizationSwitch === 1 && !t)
    throw paramError('定制品（personalizationSwitch=1）需填写定制工艺customizedTechnologyReq');
  if (t) {
    const problem = technologyProblem({
      technologyType: t.technologyType,
      firstType: t.firstType,
      twiceType: t.twiceType ?? [],
    });
    if (problem) throw paramError(problem);
  }
  return p.personalizationSwitch === 1;
}

/**
 * Size charts (doc 199 §四, §8-2/8-6/8-7): a leaf whose class.get answers needs one; each id is this shop's
 * reusable=false businessId or a tempBusinessId; its class is the leaf's; its sizes are exactly the SKUs' 尺码 values.
 */
export async function checkSizeCharts(db: Executor, mallId: string, p: GoodsAddRequest, leafCatId: number) {
  const ids = [
    ...(p.sizeTemplateIds ?? []),
    ...(p.showSizeTemplateIds ?? []),
    ...(p.sizeTemplateId !== undefined ? [p.sizeTemplateId] : []),
  ];
  const cls = sizeClassOfLeaf(leafCatId);
  if (cls && (p.sizeTemplateIds ?? []).length === 0)
    throw goodsError(GoodsCode.SIZE_CHART_INVALID, `该类目（${cls.className}）必须上传尺码表`);
  const skuSizes = new Set(
    p.productSkcReqs.flatMap((skc) =>
      skc.productSkuReqs.flatMap((k) =>
        k.productSkuSpecReqs.filter((s) => s.parentSpecId === 3001).map((s) => s.specName),
      ),
    ),
  );
  for (const id of new Set(ids)) {
    const chart = id > 0 ? await findPublishableSizeChart(db, mallId, id) : null;
    if (!chart) throw goodsError(GoodsCode.SIZE_CHART_INVALID, `不合法的尺码模板id：[${id}]`);
    if (cls && chart.classId !== cls.classId) throw goodsError(GoodsCode.SIZE_CHART_INVALID, '尺码表分类与类目不匹配');
    const sizes = new Set(chart.sizes);
    if (sizes.size !== skuSizes.size || [...skuSizes].some((s) => !sizes.has(s))) {
      throw goodsError(GoodsCode.SIZE_CHART_INVALID, '尺码表包含不合法的尺码规格');
    }
  }
}

type Rule = { code: number; ratio: number; minW: number; minH: number };
const SQUARE = (code: number): Rule => ({ code, ratio: 1, minW: 800, minH: 800 });
const APPAREL_SKC: Rule = { code: GoodsCode.APPAREL_SKC_IMAGE, ratio: 3 / 4, minW: 1340, minH: 1785 };
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Proportions are compared with 1% tolerance (the pages give the ratio only). */
const RATIO_TOLERANCE = 0.01;

/**
 * Images, checked on the uploaded original (doc 199 §8-5): every URL one this shop uploaded (2000114 empty, 2000158
 * foreign), JPG/PNG only (2000021), ≤2 MB and the ratio/size of its place: apparel SKC previews 3:4 ≥1340×1785
 * (2000014), the material image 1:1 ≥800 (2000017), non-apparel carousel 1:1 ≥800 (2000018) and SKU previews
 * (2000020). Apparel needs SKC previews, other goods a carousel.
 */
export async function checkImages(db: Executor, mallId: string, p: GoodsAddRequest, apparel: boolean) {
  const places: Array<{ url: string; rule: Rule | null }> = [
    { url: p.materialImgUrl, rule: SQUARE(GoodsCode.MATERIAL_IMAGE) },
  ];
  if (!apparel && (p.carouselImageUrls ?? []).length === 0)
    throw paramError('非服饰类目货品轮播图carouselImageUrls必填');
  for (const url of p.carouselImageUrls ?? [])
    places.push({ url, rule: apparel ? null : SQUARE(GoodsCode.CAROUSEL_IMAGE) });
  for (const skc of p.productSkcReqs) {
    if (apparel && (skc.previewImgUrls ?? []).length === 0) throw paramError('服饰类目SKC轮播图previewImgUrls必填');
    for (const url of skc.previewImgUrls ?? []) places.push({ url, rule: apparel ? APPAREL_SKC : null });
    if (skc.colorImageUrl !== undefined) places.push({ url: skc.colorImageUrl, rule: null });
    for (const sku of skc.productSkuReqs)
      places.push({ url: sku.thumbUrl, rule: apparel ? null : SQUARE(GoodsCode.SKU_THUMB_IMAGE) });
  }
  for (const o of p.productOuterPackageImageReqs ?? []) places.push({ url: o.imageUrl, rule: null });

  if (places.some((x) => x.url.trim() === '')) throw goodsError(GoodsCode.EMPTY_URL);
  const images = await uploadedImages(
    db,
    mallId,
    places.map((x) => x.url),
  );
  places.forEach(({ url, rule }, i) => {
    const img = images[i];
    if (!img) throw goodsError(GoodsCode.URL_INVALID);
    if (img.format !== 'jpeg' && img.format !== 'png') throw goodsError(GoodsCode.IMAGE_FORMAT, url);
    if (!rule) return;
    const ratioOk = Math.abs(img.width / img.height - rule.ratio) <= rule.ratio * RATIO_TOLERANCE;
    if (!ratioOk || img.width < rule.minW || img.height < rule.minH || img.bytes > MAX_IMAGE_BYTES) {
      throw goodsError(rule.code, url);
    }
  });
}
