import {
  propertyShown,
  type TemuFormProperty,
  type TemuLeafTemplate,
  type TemuPropertyInput,
} from '@podbench/contract';

/**
 * The property form's data rules, kept out of the components so they can be tested: which properties show
 * (showCondition), what a control's change writes into `properties` (productPropertyReqs entries), and the live sum
 * of a composition.
 */

/** The chosen entries of one property. */
export const valuesOf = (chosen: readonly TemuPropertyInput[], p: Pick<TemuFormProperty, 'templatePid'>) =>
  chosen.filter((v) => v.templatePid === p.templatePid);

const entry = (p: TemuFormProperty, o: Partial<TemuPropertyInput>): TemuPropertyInput => ({
  templatePid: p.templatePid,
  pid: p.pid,
  refPid: p.refPid,
  name: p.name,
  vid: 0,
  value: '',
  valueUnit: '',
  numberInputValue: '',
  ...o,
});

/** A listed value as an entry (vid + its exact text). */
export const listedEntry = (p: TemuFormProperty, vid: number, o: Partial<TemuPropertyInput> = {}) =>
  entry(p, { vid, value: p.values.find((x) => x.vid === vid)?.value ?? '', ...o });
/** Free text (vid 0). */
export const textEntry = (p: TemuFormProperty, value: string) => entry(p, { value });
/** A number with its unit (propertyValueType 1): the number travels as value and numberInputValue. */
export const numberEntry = (p: TemuFormProperty, n: number, unit: string) =>
  entry(p, { value: String(n), numberInputValue: String(n), valueUnit: unit });

/**
 * The properties with one property's entries replaced, then every property whose showCondition no longer holds
 * dropped (a child disappears with its parent's value, and so does its own child).
 */
export function setProperty(
  leaf: Pick<TemuLeafTemplate, 'properties'>,
  chosen: readonly TemuPropertyInput[],
  p: Pick<TemuFormProperty, 'templatePid'>,
  next: readonly TemuPropertyInput[],
): TemuPropertyInput[] {
  return pruneHidden(leaf, [...chosen.filter((v) => v.templatePid !== p.templatePid), ...next]);
}

/** Drops the entries of properties that are not shown for the current choice, until nothing more changes. */
export function pruneHidden(
  leaf: Pick<TemuLeafTemplate, 'properties'>,
  chosen: readonly TemuPropertyInput[],
): TemuPropertyInput[] {
  const byPid = new Map(leaf.properties.map((p) => [p.templatePid, p]));
  let out = [...chosen];
  for (;;) {
    const kept = out.filter((v) => {
      const p = byPid.get(v.templatePid);
      return !p || propertyShown(p, out);
    });
    if (kept.length === out.length) return kept;
    out = kept;
  }
}

/**
 * The properties the form shows for the current choice: required ones first (Temu's order kept within each), and a
 * child right after its parent, so a property that appears because of a choice appears next to it.
 */
export function visibleProperties(leaf: Pick<TemuLeafTemplate, 'properties'>, chosen: readonly TemuPropertyInput[]) {
  const shown = leaf.properties.filter((p) => propertyShown(p, chosen));
  const parentOf = (p: TemuFormProperty) =>
    p.showCondition.length > 0 ? shown.find((x) => x.refPid === p.showCondition[0]!.parentRefPid) : undefined;
  const roots = shown.filter((p) => !parentOf(p));
  const ordered = [...roots.filter((p) => p.required), ...roots.filter((p) => !p.required)];
  const out: TemuFormProperty[] = [];
  const place = (p: TemuFormProperty) => {
    if (out.includes(p)) return;
    out.push(p);
    for (const c of shown) if (parentOf(c) === p) place(c);
  };
  for (const p of ordered) place(p);
  return out;
}

/** One row of a composition editor: a material and its percentage (null while not typed). */
export interface CompositionRow {
  vid: number | null;
  percent: number | null;
}

/** The live sum of a composition and what it still needs, in words. */
export function compositionStatus(rows: readonly CompositionRow[]) {
  const sum = Math.round(rows.reduce((s, r) => s + (r.percent ?? 0), 0) * 100) / 100;
  const missing = rows.some((r) => r.vid === null || r.percent === null || r.percent <= 0);
  const ok = rows.length > 0 && !missing && sum === 100;
  const hint =
    rows.length === 0
      ? '请添加成分'
      : missing
        ? '每一行都要选择成分并填写含量'
        : sum === 100
          ? '合计 100%'
          : sum < 100
            ? `合计 ${sum}%，还差 ${Math.round((100 - sum) * 100) / 100}%`
            : `合计 ${sum}%，超出 ${Math.round((sum - 100) * 100) / 100}%`;
  return { sum, ok, hint };
}

/** Composition rows → entries (complete rows only: a half-filled row stays in the editor, not in the body). */
export function compositionEntries(p: TemuFormProperty, rows: readonly CompositionRow[]): TemuPropertyInput[] {
  const unit = p.units[0] ?? '%';
  return rows
    .filter((r): r is { vid: number; percent: number } => r.vid !== null && r.percent !== null)
    .map((r) => listedEntry(p, r.vid, { numberInputValue: String(r.percent), valueUnit: unit }));
}

export const compositionRows = (chosen: readonly TemuPropertyInput[], p: TemuFormProperty): CompositionRow[] =>
  valuesOf(chosen, p).map((v) => ({ vid: v.vid, percent: v.numberInputValue ? Number(v.numberInputValue) : null }));
