import {
  type TemuLeafTemplate,
  type TemuSaleProperty,
  type TemuSaleSpec,
  type TemuSpecMapEntry,
  type TemuSpecMapping,
  type TemuTemplateBody,
  temuSaleSpec,
} from '@podbench/contract';
import type { Executor } from '../../db';

type Kind = 'color' | 'size';

/** Which sale property of the leaf carries the blank's colours, and which its sizes (by main flag, then by name). */
export function salePropertyFor(leaf: TemuLeafTemplate, kind: Kind): TemuSaleProperty | null {
  const props = leaf.saleProperties;
  if (kind === 'color')
    return props.find((p) => /颜色|色/.test(p.name)) ?? props.find((p) => p.mainSale) ?? props[0] ?? null;
  const colour = salePropertyFor(leaf, 'color');
  return props.find((p) => /尺码|尺寸|规格|型号|容量/.test(p.name) && p !== colour) ?? null;
}

const specOf = (p: TemuSaleProperty, v: TemuSaleProperty['values'][number]): TemuSaleSpec | null =>
  v.specId === null
    ? null
    : {
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

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** A blank's name against the sale values: exact → confirmed; one containing the other (米白 / 米白色) → to confirm. */
export function matchByName(p: TemuSaleProperty | null, name: string): TemuSpecMapEntry {
  if (!p) return { name, spec: null, confirmed: false };
  const n = squash(name);
  const exact = p.values.find((v) => squash(v.value) === n);
  if (exact) {
    const spec = specOf(p, exact);
    return { name, spec, confirmed: spec !== null };
  }
  // A near match needs two characters in common at least ("M" is not near "40×43cm").
  const near = p.values.find((v) => {
    const x = squash(v.value);
    return v.specId !== null && Math.min(x.length, n.length) >= 2 && (x.includes(n) || n.includes(x));
  });
  return { name, spec: near ? specOf(p, near) : null, confirmed: false };
}

/** The seller's remembered mapping of a blank for a leaf (confirmed values only). */
export async function rememberedMappings(db: Executor, mainId: number, blankId: number, catId: number) {
  const rows = await db
    .selectFrom('temu_spec_mappings')
    .select(['kind', 'name', 'spec'])
    .where('main_id', '=', mainId)
    .where('blank_id', '=', blankId)
    .where('cat_id', '=', catId)
    .execute();
  const out = new Map<string, TemuSaleSpec>();
  for (const r of rows) {
    const parsed = temuSaleSpec.safeParse(JSON.parse(r.spec));
    if (parsed.success) out.set(`${r.kind}:${r.name}`, parsed.data);
  }
  return out;
}

/**
 * The mapping of the blank's colours and sizes to the leaf's sale values: remembered ones first (confirmed), then
 * matches by name. A remembered value that is no longer one of the leaf's (nor a created one) is dropped.
 */
export async function suggestMapping(
  db: Executor,
  mainId: number,
  blankId: number | null,
  leaf: TemuLeafTemplate,
  colors: readonly string[],
  sizes: readonly string[],
): Promise<TemuSpecMapping> {
  const remembered = blankId ? await rememberedMappings(db, mainId, blankId, leaf.catId) : new Map();
  const known = new Set(leaf.saleProperties.flatMap((p) => p.values.map((v) => v.specId)));
  const one = (kind: Kind, name: string): TemuSpecMapEntry => {
    const r = remembered.get(`${kind}:${name}`);
    if (r && (r.source === 'created' || known.has(r.specId))) return { name, spec: r, confirmed: true };
    return matchByName(salePropertyFor(leaf, kind), name);
  };
  return {
    colors: [...new Set(colors)].map((c) => one('color', c)),
    sizes: [...new Set(sizes)].map((s) => one('size', s)),
  };
}

/** Remembers the template's confirmed mappings for its blank and leaf (a later template of the blank reuses them). */
export async function rememberMappings(db: Executor, mainId: number, body: TemuTemplateBody, now = Date.now()) {
  const catId = body.category?.ids.at(-1);
  if (!body.blankId || !catId) return;
  const rows = [
    ...body.specMapping.colors.map((e) => ['color', e] as const),
    ...body.specMapping.sizes.map((e) => ['size', e] as const),
  ].filter(([, e]) => e.confirmed && e.spec);
  for (const [kind, e] of rows) {
    const spec = JSON.stringify(e.spec);
    await db
      .insertInto('temu_spec_mappings')
      .values({ main_id: mainId, blank_id: body.blankId, cat_id: catId, kind, name: e.name, spec, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['main_id', 'blank_id', 'cat_id', 'kind', 'name']).doUpdateSet({ spec, updated_at: now }),
      )
      .execute();
  }
}
