import type { SheinAttributeInfo, SheinSaleValue } from '@podbench/shein';
import { PublishRefused } from '../publish-core/refused';

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** The template's value id for a text, matched on Shein's name or English name (blank values are never offered). */
export function valueIdOf(info: SheinAttributeInfo, text: string): number | null {
  const want = norm(text);
  if (!want) return null;
  const hit = info.attribute_value_info_list.find(
    (v) =>
      v.attribute_value.trim() !== '' &&
      (norm(v.attribute_value) === want || norm(v.attribute_value_en ?? '') === want),
  );
  return hit?.attribute_value_id ?? null;
}

const offered = (info: SheinAttributeInfo) =>
  info.attribute_value_info_list
    .map((v) => v.attribute_value.trim())
    .filter(Boolean)
    .slice(0, 8)
    .join('、');

/** Languages a custom sale value may be tagged with (SYS 商品自定义属性值). */
const CUSTOM_LANGUAGES = ['en', 'zh-cn', 'fr', 'es', 'it'] as const;

/**
 * A sale value (colour / size): the template's id, or — where get-custom-attribute-permission-config allows it for
 * this leaf and attribute — the seller's text as a custom value; otherwise the publish is refused naming the values
 * Shein offers.
 */
export function saleValueOf(
  info: SheinAttributeInfo,
  text: string,
  customAllowed: boolean,
  language: string,
): SheinSaleValue {
  const id = valueIdOf(info, text);
  if (id !== null) return { attributeId: info.attribute_id, valueId: id };
  const custom = text.trim();
  if (customAllowed && custom.length <= 50) {
    const lang = (CUSTOM_LANGUAGES as readonly string[]).includes(language) ? language : 'zh-cn';
    return { attributeId: info.attribute_id, custom, language: lang as (typeof CUSTOM_LANGUAGES)[number] };
  }
  throw new PublishRefused(
    `${info.attribute_name}「${custom}」不是 Shein 该类目的可选值，且该类目不允许自定义值（可选：${offered(info) || '无'}）`,
  );
}

const decimal = /^\d+(\.\d{1,2})?$/;

/**
 * A product attribute (type 3 composition / 4 ordinary) from the seller's text, by the attribute's entry mode
 * (DOC 3001899): 0 manual number; 1 multi-select (values separated by 、 or commas); 2/3 single-select; 4 values with
 * a number each (`棉 95%, 氨纶 5%`), which must add up to 100 for a composition.
 */
export function productAttributeValues(
  info: SheinAttributeInfo,
  text: string,
): Array<{ attributeId: number; valueId?: number; extraValue?: string }> {
  const name = info.attribute_name;
  const mode = info.attribute_mode ?? 3;
  const attributeId = info.attribute_id;
  const pick = (t: string) => {
    const id = valueIdOf(info, t);
    if (id === null)
      throw new PublishRefused(`属性「${name}」的值「${t}」不是 Shein 的可选值（可选：${offered(info) || '无'}）`);
    return id;
  };
  const items = text
    .split(/[,，、;；]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (mode === 0) {
    if (!decimal.test(text.trim())) throw new PublishRefused(`属性「${name}」须填写正数`);
    return [{ attributeId, extraValue: text.trim() }];
  }
  if (mode === 1) {
    const max = info.attribute_input_num ?? 0;
    if (max > 0 && items.length > max) throw new PublishRefused(`属性「${name}」最多选择 ${max} 个值`);
    return items.map((t) => ({ attributeId, valueId: pick(t) }));
  }
  if (mode === 4) {
    const parts = items.map((t) => {
      const m = /^(.*?)\s*(\d+(?:\.\d{1,2})?)\s*%?$/.exec(t);
      return m?.[1] ? { value: m[1], share: m[2] as string } : { value: t, share: items.length === 1 ? '100' : '' };
    });
    if (parts.some((p) => !p.share)) throw new PublishRefused(`属性「${name}」每项须写明占比，例如「棉 95%、氨纶 5%」`);
    const sum = parts.reduce((s, p) => s + Number(p.share), 0);
    if (info.attribute_type === 3 && Math.abs(sum - 100) > 1e-9)
      throw new PublishRefused(`属性「${name}」各项占比之和须为 100（现为 ${sum}）`);
    return parts.map((p) => ({ attributeId, valueId: pick(p.value), extraValue: p.share }));
  }
  if (items.length !== 1) throw new PublishRefused(`属性「${name}」只能选择一个值`);
  return [{ attributeId, valueId: pick(items[0] as string) }];
}
