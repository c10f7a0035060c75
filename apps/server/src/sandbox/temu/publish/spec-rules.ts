import { parentSpecById } from '../catalog/specs';
import type { Executor } from '../../../db';
import { findSpec } from '../handlers/publishing/catalog';
import { paramError } from '../handlers/publishing/params';
import type { GoodsAddRequest, SpecRef } from './add-schema';
import type { CheckedCategory } from './category-rules';
import { GoodsCode, goodsError } from './codes';

export const MAX_SKC = 25;
export const MAX_SKU = 500;
export const MAX_APPAREL_SKU_PER_SKC = 10;

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
