import { ControlType, type TemuProperty, type TemuTemplate, ValueType } from '../catalog/templates';
import type { GoodsAddRequest } from './add-schema';
import { GoodsCode, goodsError } from './codes';

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
