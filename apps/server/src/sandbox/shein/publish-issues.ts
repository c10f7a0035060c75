import { intValue, isObj } from './fields';

/** publishOrEdit's refusals, as `info.pre_valid_result[]` `{ form, module, messages }` (publishOrEdit.md). */
export class Issues {
  readonly list: Array<{ form: string; module: string; messages: string[] }> = [];
  add(form: string, module: string, message: string) {
    const hit = this.list.find((i) => i.form === form && i.module === module);
    if (hit) hit.messages.push(message);
    else this.list.push({ form, module, messages: [message] });
  }
  get empty() {
    return this.list.length === 0;
  }
}

export const EMOJI = /\p{Extended_Pictographic}/u;
export const HTML = /<\/?[a-z!][^>]*>/i;
/** publishOrEdit's title / description languages (the goods language list plus spu-info's ja / ko). */
export const NAME_LANGUAGES = ['en', 'fr', 'es', 'de', 'zh-cn', 'th', 'pt-br', 'ja', 'ko'];

/** A positive number with at most 2 decimals, sent as a string or (leniently, as official examples do) a number. */
export function positive2(v: unknown): string | null {
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v : null;
  if (s === null || !/^\d+(\.\d{1,2})?$/.test(s) || Number(s) <= 0) return null;
  return s;
}

/** A documented string enum; the official examples also send some of them as numbers ("0" / 0). */
export function enumString(v: unknown, allowed: string[]): string | null {
  const s = typeof v === 'number' ? String(v) : v;
  return typeof s === 'string' && allowed.includes(s) ? s : null;
}

/** Keys of `o` the page does not document. */
export const unknownKeys = (o: Record<string, unknown>, allowed: readonly string[]) =>
  Object.keys(o).filter((k) => !allowed.includes(k));

export const objList = (v: unknown) => (Array.isArray(v) ? v : []).map((x) => (isObj(x) ? x : {}));
export const int = (v: unknown, lenient = false) => intValue(v, lenient);

/** Checks a `[{ language, name }]` list; `max` is the length limit for `defaultLanguage` (others 1000 / `otherMax`). */
export function checkNames(
  issues: Issues,
  form: string,
  module: string,
  v: unknown,
  o: { defaultLanguage: string; defaultMax: number; otherMax: number; min: number; html: boolean },
) {
  if (!Array.isArray(v) || v.length === 0) return issues.add(form, module, `${module} 为必填项`);
  const seen = new Set<string>();
  for (const [i, raw] of v.entries()) {
    const at = `${module}[${i}]`;
    if (!isObj(raw)) {
      issues.add(form, module, `${at} 必须是对象`);
      continue;
    }
    const extra = unknownKeys(raw, ['language', 'name']);
    if (extra.length) issues.add(form, module, `${at} 不支持字段 ${extra.join(', ')}`);
    const lang = raw.language;
    if (typeof lang !== 'string' || !NAME_LANGUAGES.includes(lang)) issues.add(form, module, `${at}.language 不正确`);
    else if (seen.has(lang)) issues.add(form, module, `${at}.language ${lang} 重复`);
    else seen.add(lang);
    const name = raw.name;
    if (typeof name !== 'string' || name.trim() === '') {
      issues.add(form, module, `${at}.name 为必填项`);
      continue;
    }
    const max = lang === o.defaultLanguage ? o.defaultMax : o.otherMax;
    if ([...name].length < o.min || [...name].length > max)
      issues.add(form, module, `${at}.name 长度需在 ${o.min}~${max} 之间`);
    if (EMOJI.test(name)) issues.add(form, module, `${at}.name 不能包含表情符号`);
    if (!o.html && HTML.test(name)) issues.add(form, module, `${at}.name 不能包含 HTML`);
  }
  if (!seen.has(o.defaultLanguage)) issues.add(form, module, `${module} 必须包含默认语言 ${o.defaultLanguage}`);
}
