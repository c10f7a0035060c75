import type { TemuSaleProperty, TemuSaleSpec, TemuSpecMapEntry, TemuSpecMapping } from '@podbench/contract';

/**
 * The blank's colours/sizes → the leaf's sale values, as the editor keeps them. The server remembers confirmed
 * mappings per seller × blank × leaf when a template is saved and answers them (confirmed) from GET specMapping;
 * these helpers merge that answer into the template without losing what the seller decided here.
 */

/**
 * The mapping for `names` after (re)loading the server's suggestion: a choice the seller already made for this leaf
 * (`keepMine`) wins, then the server's (remembered = confirmed, or a name match to confirm), else unmapped.
 */
export function mergeMapping(
  names: readonly string[],
  mine: readonly TemuSpecMapEntry[],
  suggested: readonly TemuSpecMapEntry[],
  keepMine: boolean,
): TemuSpecMapEntry[] {
  return [...new Set(names)].map((name) => {
    const own = keepMine ? mine.find((e) => e.name === name && e.spec) : undefined;
    if (own) return own;
    return suggested.find((e) => e.name === name) ?? { name, spec: null, confirmed: false };
  });
}

export function mergeSpecMapping(
  colors: readonly string[],
  sizes: readonly string[],
  mine: TemuSpecMapping,
  suggested: TemuSpecMapping,
  keepMine: boolean,
): TemuSpecMapping {
  return {
    colors: mergeMapping(colors, mine.colors, suggested.colors, keepMine),
    sizes: mergeMapping(sizes, mine.sizes, suggested.sizes, keepMine),
  };
}

/** The seller picks (or confirms) a value: the entry becomes confirmed, so saving remembers it. */
export const chooseSpec = (list: readonly TemuSpecMapEntry[], name: string, spec: TemuSaleSpec | null) =>
  list.map((e) => (e.name === name ? { name, spec, confirmed: spec !== null } : e));

/** Confirms every guess at once (the 全部确认 button). */
export const confirmAll = (list: readonly TemuSpecMapEntry[]) =>
  list.map((e) => (e.spec && !e.confirmed ? { ...e, confirmed: true } : e));

/** Entries that still need the seller: unmapped, or a near match not yet confirmed. */
export const pendingEntries = (list: readonly TemuSpecMapEntry[]) => list.filter((e) => !e.spec || !e.confirmed);

/** A sale value of the template as the spec a mapping stores. */
export function specOfValue(p: TemuSaleProperty, vid: number): TemuSaleSpec | null {
  const v = p.values.find((x) => x.vid === vid);
  if (!v || v.specId === null) return null;
  return {
    parentSpecId: p.parentSpecId,
    parentSpecName: p.name,
    specId: v.specId,
    specName: v.value,
    templatePid: p.templatePid,
    pid: p.pid,
    refPid: p.refPid,
    vid: v.vid,
    group: v.group,
    source: 'template',
  };
}

/** Which sale property carries colours and which sizes (颜色 by name or main flag; 尺码/尺寸/规格/型号/容量). */
export function salePropertyFor(props: readonly TemuSaleProperty[], kind: 'color' | 'size'): TemuSaleProperty | null {
  if (kind === 'color')
    return props.find((p) => /颜色|色/.test(p.name)) ?? props.find((p) => p.mainSale) ?? props[0] ?? null;
  const colour = salePropertyFor(props, 'color');
  return props.find((p) => /尺码|尺寸|规格|型号|容量/.test(p.name) && p !== colour) ?? null;
}
