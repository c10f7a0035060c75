import { createHash } from 'node:crypto';
import type {
  TemuFormProperty,
  TemuLeafTemplate,
  TemuPropertyControl,
  TemuPropertyInput,
  TemuSaleProperty,
  TemuTemplateChange,
} from '@podbench/contract';
import { temuLeafTemplate } from '@podbench/contract';
import type { AttrsGetResult, TemuTemplateProperty } from '@podbench/temu';
import type { Executor } from '../../db';
import type { TemuShopCaller } from './temu-shop';

/** Attribute templates change over time (doc 199 §8-12): cached a day, fetched again before every publish. */
export const LEAF_TEMPLATE_TTL_MS = 24 * 3600_000;

/** controlType/chooseMaxNum/valueRule/propertyValueType → how the form shows the property (reference attrs.get). */
export function controlOf(p: TemuTemplateProperty): TemuPropertyControl {
  if (p.valueRule === 1) return 'composition';
  switch (p.controlType) {
    case 0:
      return p.propertyValueType === 1 ? 'number' : 'input';
    case 1:
    case 9:
    case 10:
      return (p.chooseMaxNum ?? 1) > 1 ? 'multiSelect' : 'select';
    case 3:
      return 'inputOrSelect';
    case 16:
      return 'composition';
    default:
      return 'unsupported';
  }
}

const formProperty = (p: TemuTemplateProperty): TemuFormProperty => ({
  templatePid: p.templatePid,
  pid: p.pid,
  refPid: p.refPid,
  name: p.name,
  required: p.required,
  control: controlOf(p),
  controlType: p.controlType,
  values: p.values.map((v) => ({ vid: v.vid, value: v.value })),
  units: p.valueUnit ?? [],
  chooseMax: Math.max(1, p.chooseMaxNum ?? 1),
  inputMax: p.inputMaxNum ?? 0,
  min: p.minValue ?? null,
  max: p.maxValue ?? null,
  precision: p.valuePrecision ?? null,
  showCondition: (p.showCondition ?? []).map((c) => ({ parentRefPid: c.parentRefPid, parentVids: [...c.parentVids] })),
  numberInputTitle: p.numberInputTitle ?? null,
});

const saleProperty = (p: TemuTemplateProperty): TemuSaleProperty => ({
  templatePid: p.templatePid,
  pid: p.pid,
  refPid: p.refPid,
  name: p.name,
  parentSpecId: p.parentSpecId ?? 0,
  mainSale: p.mainSale === true || p.mainSale === 1,
  required: p.required,
  values: p.values.map((v) => ({
    vid: v.vid,
    value: v.value,
    specId: v.specId ?? null,
    group: v.group ? { id: v.group.id, name: v.group.name } : null,
  })),
});

/** bg.goods.attrs.get's result as the form reads it; the fingerprint covers everything the form depends on. */
export function normaliseLeafTemplate(catId: number, catType: number, r: AttrsGetResult, now = Date.now()) {
  const properties = r.properties.filter((p) => !p.isSale).map(formProperty);
  const saleProperties = r.properties.filter((p) => p.isSale).map(saleProperty);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ catType, inputMaxSpecNum: r.inputMaxSpecNum, properties, saleProperties }))
    .digest('hex')
    .slice(0, 32);
  return temuLeafTemplate.parse({
    catId,
    catType,
    inputMaxSpecNum: r.inputMaxSpecNum,
    properties,
    saleProperties,
    fingerprint,
    fetchedAt: now,
  });
}

/**
 * The leaf's attribute template: from the shared cache when younger than a day, else (or with `fresh`) fetched
 * through `caller` and cached. `catType` is the leaf's, from bg.goods.cats.get (attrs.get does not carry it).
 */
export async function leafTemplateOf(
  db: Executor,
  caller: TemuShopCaller,
  catId: number,
  catType: number,
  opts: { fresh?: boolean; now?: number } = {},
): Promise<TemuLeafTemplate> {
  const now = opts.now ?? Date.now();
  if (!opts.fresh) {
    const hit = await db
      .selectFrom('temu_leaf_templates')
      .select(['data', 'fetched_at'])
      .where('cat_id', '=', catId)
      .executeTakeFirst();
    if (hit && now - Number(hit.fetched_at) < LEAF_TEMPLATE_TTL_MS) {
      const parsed = temuLeafTemplate.safeParse(JSON.parse(hit.data));
      if (parsed.success && parsed.data.catType === catType) return parsed.data;
    }
  }
  const r = await caller.callType('bg.goods.attrs.get', { catId }, { idempotent: true });
  const leaf = normaliseLeafTemplate(catId, catType, r, now);
  await db
    .insertInto('temu_leaf_templates')
    .values({ cat_id: catId, data: JSON.stringify(leaf), fetched_at: now })
    .onConflict((oc) => oc.column('cat_id').doUpdateSet({ data: JSON.stringify(leaf), fetched_at: now }))
    .execute();
  return leaf;
}

/**
 * What changed between the template a form was filled from and the leaf's current one (doc 199 §8-12), as far as
 * it matters to `chosen`: a change is `breaking` when the filled-in template no longer fits (a required property
 * added, a chosen value or property gone, a used sale value gone, the catType changed).
 */
export function diffLeafTemplates(
  before: TemuLeafTemplate,
  after: TemuLeafTemplate,
  chosen: readonly TemuPropertyInput[],
  usedSpecIds: ReadonlySet<number> = new Set(),
): TemuTemplateChange[] {
  const out: TemuTemplateChange[] = [];
  const was = new Map(before.properties.map((p) => [p.templatePid, p]));
  const now = new Map(after.properties.map((p) => [p.templatePid, p]));
  const chosenPids = new Set(chosen.map((c) => c.templatePid));
  if (before.catType !== after.catType)
    out.push({
      kind: 'catTypeChanged',
      property: '类目',
      message: `类目类型由 ${before.catType} 变为 ${after.catType}（服饰/非服饰规则不同）`,
      breaking: true,
    });
  for (const p of after.properties) {
    const old = was.get(p.templatePid);
    if (!old)
      out.push({
        kind: 'propertyAdded',
        property: p.name,
        message: p.required ? `新增必填属性「${p.name}」` : `新增属性「${p.name}」`,
        breaking: p.required && !chosenPids.has(p.templatePid),
      });
    else if (p.required && !old.required)
      out.push({
        kind: 'becameRequired',
        property: p.name,
        message: `「${p.name}」改为必填`,
        breaking: !chosenPids.has(p.templatePid),
      });
  }
  for (const p of before.properties) {
    const cur = now.get(p.templatePid);
    if (!cur) {
      out.push({
        kind: 'propertyRemoved',
        property: p.name,
        message: `属性「${p.name}」已被移除`,
        breaking: chosenPids.has(p.templatePid),
      });
      continue;
    }
    const vids = new Set(cur.values.map((v) => v.vid));
    for (const v of p.values)
      if (!vids.has(v.vid))
        out.push({
          kind: 'valueRemoved',
          property: p.name,
          message: `「${p.name}」的可选值「${v.value}」已被移除`,
          breaking: chosen.some((c) => c.templatePid === p.templatePid && c.vid === v.vid),
        });
  }
  const specsNow = new Set(after.saleProperties.flatMap((p) => p.values.map((v) => v.specId)));
  for (const p of before.saleProperties)
    for (const v of p.values)
      if (v.specId !== null && !specsNow.has(v.specId))
        out.push({
          kind: 'saleValueRemoved',
          property: p.name,
          message: `销售属性「${p.name}」的值「${v.value}」已被移除`,
          breaking: usedSpecIds.has(v.specId),
        });
  return out;
}

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * Old free-text attributes ({name, value}) matched by name against the leaf's template: a property of the same name
 * whose listed value has the same text becomes a chosen value (free-text properties take the text as it is).
 * Unmatched ones stay as they were for the seller to finish.
 */
export function prematchLegacy(
  leaf: TemuLeafTemplate,
  legacy: readonly { name: string; value: string }[],
): TemuPropertyInput[] {
  const out: TemuPropertyInput[] = [];
  for (const a of legacy) {
    const p = leaf.properties.find((x) => norm(x.name) === norm(a.name));
    if (!p || out.some((o) => o.templatePid === p.templatePid)) continue;
    const base = { templatePid: p.templatePid, pid: p.pid, refPid: p.refPid, name: p.name, valueUnit: '' };
    const v = p.values.find((x) => norm(x.value) === norm(a.value));
    if (v && p.control !== 'composition') out.push({ ...base, vid: v.vid, value: v.value, numberInputValue: '' });
    else if (v && p.control === 'composition')
      out.push({ ...base, vid: v.vid, value: v.value, valueUnit: p.units[0] ?? '', numberInputValue: '100' });
    else if (p.control === 'input' || p.control === 'inputOrSelect')
      out.push({ ...base, vid: 0, value: a.value, numberInputValue: '' });
  }
  return out;
}
