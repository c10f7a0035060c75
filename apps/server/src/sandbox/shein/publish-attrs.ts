import type { SheinAttr } from './catalog';
import { isObj, present } from './fields';
import { int, type Issues, objList, positive2, unknownKeys } from './publish-issues';
import type { IdValue } from './store';

const F = 'basic_info';
const valueText = (a: SheinAttr, id: number) =>
  a.attribute_value_info_list.find((v) => v.attribute_value_id === id)?.attribute_value;

/**
 * product_attribute_list: attribute_type 3/4 only, one object per value, modes per goods.query-attribute-template.md
 * (0 manual positive integer, 1 multi ≤ attribute_input_num, 3 exactly one, 4 composition summing to 100),
 * every attribute_status 3 present and none of status 1.
 */
export function checkProductAttributes(issues: Issues, v: unknown, attrs: SheinAttr[]): IdValue[] {
  const M = 'product_attribute_list';
  if (!Array.isArray(v)) {
    issues.add(F, M, `${M} 为必填项`);
    return [];
  }
  const out: IdValue[] = [];
  const byId = new Map<number, IdValue[]>();
  for (const [i, raw] of v.entries()) {
    const at = `${M}[${i}]`;
    if (!isObj(raw)) {
      issues.add(F, M, `${at} 必须是对象`);
      continue;
    }
    const extra = unknownKeys(raw, ['attribute_id', 'attribute_value_id', 'attribute_extra_value']);
    if (extra.length) issues.add(F, M, `${at} 不支持字段 ${extra.join(', ')}`);
    const id = int(raw.attribute_id);
    const a = id === null ? undefined : attrs.find((x) => x.attribute_id === id);
    if (!a) {
      issues.add(F, M, `${at}.attribute_id 不在该产品类型的属性模板中`);
      continue;
    }
    if (a.attribute_type === 1 || a.attribute_type === 2) {
      issues.add(F, M, `属性[${a.attribute_name}]是${a.attribute_type === 1 ? '销售' : '尺寸'}属性，不能放在 ${M}`);
      continue;
    }
    if (a.attribute_status === 1) issues.add(F, M, `属性[${a.attribute_name}]不可填写`);
    const item: IdValue = { attribute_id: a.attribute_id };
    const vid = raw.attribute_value_id;
    const extraValue = raw.attribute_extra_value;
    if (a.attribute_mode === 0) {
      if (vid !== undefined && vid !== null)
        issues.add(F, M, `属性[${a.attribute_name}]为手填属性，不能传 attribute_value_id`);
      if (typeof extraValue !== 'string' || !/^[1-9]\d*$/.test(extraValue))
        issues.add(F, M, `属性[${a.attribute_name}]的 attribute_extra_value 需为正整数`);
      else item.attribute_extra_value = extraValue;
    } else {
      const n = int(vid);
      if (n === null || !valueText(a, n)) issues.add(F, M, `属性[${a.attribute_name}]的 attribute_value_id 不正确`);
      else item.attribute_value_id = n;
      if (a.attribute_mode === 4) {
        if (typeof extraValue !== 'string' || positive2(extraValue) === null)
          issues.add(F, M, `属性[${a.attribute_name}]的 attribute_extra_value 需为正数`);
        else item.attribute_extra_value = extraValue;
      } else if (extraValue !== undefined && extraValue !== null) {
        issues.add(F, M, `属性[${a.attribute_name}]不能传 attribute_extra_value`);
      }
    }
    byId.set(a.attribute_id, [...(byId.get(a.attribute_id) ?? []), item]);
    out.push(item);
  }
  for (const a of attrs) {
    if (a.attribute_type !== 3 && a.attribute_type !== 4) continue;
    const got = byId.get(a.attribute_id) ?? [];
    if (a.attribute_status === 3 && got.length === 0) issues.add(F, M, `属性[${a.attribute_name}]必填`);
    if (got.length === 0) continue;
    const ids = got.map((g) => g.attribute_value_id);
    if (new Set(ids).size !== ids.length) issues.add(F, M, `属性[${a.attribute_name}]的值重复`);
    if ((a.attribute_mode === 3 || a.attribute_mode === 0) && got.length > 1)
      issues.add(F, M, `属性[${a.attribute_name}]只能填一个值`);
    if (a.attribute_mode === 1 && a.attribute_input_num > 0 && got.length > a.attribute_input_num)
      issues.add(F, M, `属性[${a.attribute_name}]最多 ${a.attribute_input_num} 个值`);
    if (a.attribute_mode === 4) {
      const sum = got.reduce((s, g) => s + Number(g.attribute_extra_value ?? 0), 0);
      if (Math.abs(sum - 100) > 1e-9) issues.add(F, M, `属性[${a.attribute_name}]的成分比例之和需为 100`);
    }
  }
  return out;
}

/**
 * size_attribute_list: attribute_type 2 only, a positive value (≤ 2 decimals) related to an SKU-level sale value;
 * a required size attribute needs a row for every SKU-level sale value used.
 */
export function checkSizeAttributes(
  issues: Issues,
  v: unknown,
  attrs: SheinAttr[],
  skuValues: { attributeId: number | null; valueIds: Set<number> },
): Array<Record<string, unknown>> {
  const M = 'size_attribute_list';
  const sizeAttrs = attrs.filter((a) => a.attribute_type === 2);
  if (v !== undefined && v !== null && !Array.isArray(v)) issues.add(F, M, `${M} 必须是数组`);
  const rows = objList(v);
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    const at = `${M}[${i}]`;
    const extra = unknownKeys(r, [
      'attribute_id',
      'attribute_extra_value',
      'attribute_value_id',
      'relate_sale_attribute_id',
      'relate_sale_attribute_value_id',
      'relate_sale_attribute_value',
    ]);
    if (extra.length) issues.add(F, M, `${at} 不支持字段 ${extra.join(', ')}`);
    const a = sizeAttrs.find((x) => x.attribute_id === int(r.attribute_id));
    if (!a) {
      issues.add(F, M, `${at}.attribute_id 不是该产品类型的尺寸属性（attribute_type 2）`);
      continue;
    }
    if (a.attribute_status === 1) issues.add(F, M, `尺寸属性[${a.attribute_name}]不可填写`);
    if (positive2(r.attribute_extra_value) === null || typeof r.attribute_extra_value !== 'string')
      issues.add(F, M, `${at}.attribute_extra_value 需为正数（最多 2 位小数）`);
    if (r.relate_sale_attribute_value !== undefined)
      issues.add(F, M, `${at}.relate_sale_attribute_value 仅用于自定义属性值`);
    const rel = int(r.relate_sale_attribute_id);
    const relValue = int(r.relate_sale_attribute_value_id);
    if (rel === null || rel !== skuValues.attributeId)
      issues.add(F, M, `${at}.relate_sale_attribute_id 需为 SKU 级销售属性`);
    else if (relValue === null || !skuValues.valueIds.has(relValue))
      issues.add(F, M, `${at}.relate_sale_attribute_value_id 需为 SKU 使用的销售属性值`);
    const key = `${a.attribute_id}/${relValue}`;
    if (seen.has(key)) issues.add(F, M, `尺寸属性[${a.attribute_name}]的同一销售属性值重复`);
    seen.add(key);
  }
  for (const a of sizeAttrs.filter((x) => x.attribute_status === 3)) {
    for (const valueId of skuValues.valueIds) {
      if (!seen.has(`${a.attribute_id}/${valueId}`))
        issues.add(F, M, `尺寸属性[${a.attribute_name}]必填：缺少销售属性值 ${valueId} 的尺寸`);
    }
  }
  return rows;
}

/** sku_list[].sale_attribute_list: 0–2 secondary sale attributes with template values; required ones present. */
export function checkSkuSale(
  add: (m: string, msg: string) => void,
  v: unknown,
  secondary: SheinAttr[],
  mainId: number,
): IdValue[] {
  const M = 'sale_attribute_list';
  if (!Array.isArray(v)) {
    add(M, `${M} 为必填项`);
    return [];
  }
  if (v.length > 2) add(M, `${M} 最多 2 个`);
  const out: IdValue[] = [];
  for (const raw of objList(v)) {
    for (const k of unknownKeys(raw, ['attribute_id', 'attribute_value_id', 'custom_attribute_value', 'language']))
      add(M, `${M} 不支持字段 ${k}`);
    if (present(raw.custom_attribute_value)) add(M, '店铺无自定义属性值权限，请传 attribute_value_id');
    const id = int(raw.attribute_id);
    const a = secondary.find((x) => x.attribute_id === id);
    const vid = int(raw.attribute_value_id);
    if (id === mainId) add(M, '主销售属性应放在 skc_list[].sale_attribute');
    else if (!a) add(M, `attribute_id ${String(raw.attribute_id)} 不是该产品类型的销售属性`);
    else if (vid === null || !a.attribute_value_info_list.find((x) => x.attribute_value_id === vid)?.attribute_value)
      add(M, `销售属性[${a.attribute_name}]的 attribute_value_id 不正确`);
    else if (out.some((o) => o.attribute_id === id)) add(M, `销售属性[${a.attribute_name}]重复`);
    else out.push({ attribute_id: a.attribute_id, attribute_value_id: vid });
  }
  for (const a of secondary.filter((x) => x.attribute_status === 3))
    if (!out.some((o) => o.attribute_id === a.attribute_id)) add(M, `销售属性[${a.attribute_name}]必填`);
  return out.sort((x, y) => x.attribute_id - y.attribute_id);
}
