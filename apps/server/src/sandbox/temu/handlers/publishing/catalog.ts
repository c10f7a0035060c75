import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { CUSTOM_SPEC_ID_BASE, PARENT_SPECS, parentSpecById, TEMPLATE_SPECS } from '../../catalog/specs';
import { templateOf } from '../../catalog/templates';
import { categoryById, childCategories, levelOfCategory } from '../../catalog/tree';
import { claimRecord, findRecord } from '../../state/record-repository';
import type { TemuCall, TemuTypeHandler } from '../registry';
import { checkParams, paramError } from './params';

const int = z.number().int();

// bg.goods.cats.get (CN); its PA twin bg.glo.goods.cats.get documents parentCatId only.
const catsParams = z.looseObject({
  parentCatId: int.min(0).optional(),
  siteId: int.optional(),
  showHidden: z.boolean().optional(),
});
const catsPaParams = z.looseObject({ parentCatId: int.min(0).optional() });
const catsAnswer = (parentCatId: number) => ({
  categoryDTOList: childCategories(parentCatId).map((c) => ({
    catId: c.catId,
    catName: c.catName,
    parentCatId: c.parentCatId,
    catType: c.catType,
    isLeaf: c.kind !== undefined,
    catLevel: levelOfCategory(c),
    isHidden: false,
    hiddenType: 0,
  })),
});

// bg.goods.attrs.get (CN) / bg.glo.goods.attrs.get (PA, adds templateId).
const attrsParams = z.looseObject({
  catId: int.positive(),
  productCreateTime: int.optional(),
  supportedType: int.optional(),
  langList: z.array(z.string()).optional(),
});
/** A non-leaf or unknown catId answers an empty template (Temu doc 199 §8-10). */
function attrsAnswer(catId: number, withTemplateId: boolean) {
  const kind = categoryById(catId)?.kind;
  const t = kind ? templateOf(kind) : null;
  return {
    inputMaxSpecNum: t?.inputMaxSpecNum ?? 0,
    chooseAllQualifySpec: t?.chooseAllQualifySpec ?? false,
    singleSpecValueNum: t?.singleSpecValueNum ?? 0,
    ...(withTemplateId ? { templateId: t?.templateId ?? 0 } : {}),
    properties: t?.properties ?? [],
  };
}

// bg.glo.goods.spec.create (PA).
const specParams = z.looseObject({ parentSpecId: int.positive(), specName: z.string().trim().min(1).max(100) });
/** The characters the SDK comment on spec.create lists as forbidden, plus emoji. */
const FORBIDDEN_SPEC_CHARS = /[}{!<@>？$^…€®™©£†â¥¢‡]|\p{Extended_Pictographic}/u;

export interface CustomSpec {
  specId: number;
  parentSpecId: number;
  specName: string;
}

/**
 * A spec value's id for (parentSpecId, specName): the template's own when the name is one of its values, else the
 * custom value made earlier, else a new one. Repeating a name gives the same id (whether Temu does is not found in
 * the reference; callers cache it anyway).
 */
async function createSpec(c: TemuCall, parentSpecId: number, specName: string): Promise<number> {
  for (const v of TEMPLATE_SPECS.values()) if (v.parentSpecId === parentSpecId && v.value === specName) return v.specId;
  const nameRef = `${parentSpecId}:${specName}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findRecord(c.db, 'specname', nameRef);
    if (existing) return (JSON.parse(existing.data) as CustomSpec).specId;
    const specId = randomInt(CUSTOM_SPEC_ID_BASE, CUSTOM_SPEC_ID_BASE * 2);
    const spec: CustomSpec = { specId, parentSpecId, specName };
    if (
      !(await claimRecord(
        c.db,
        { mallId: c.mall!.mallId, kind: 'spec', ref: String(specId), status: 0, data: spec, dueAt: null },
        c.now,
      ))
    )
      continue;
    if (
      await claimRecord(
        c.db,
        { mallId: c.mall!.mallId, kind: 'specname', ref: nameRef, status: 0, data: spec, dueAt: null },
        c.now,
      )
    )
      return specId;
  }
  const made = await findRecord(c.db, 'specname', nameRef);
  if (!made) throw paramError('规格创建失败，请重试');
  return (JSON.parse(made.data) as CustomSpec).specId;
}

/** A spec value by id: the templates' or one made with spec.create. */
export async function findSpec(c: Pick<TemuCall, 'db'>, specId: number): Promise<CustomSpec | null> {
  const t = TEMPLATE_SPECS.get(specId);
  if (t) return { specId, parentSpecId: t.parentSpecId, specName: t.value };
  const r = await findRecord(c.db, 'spec', String(specId));
  return r ? (JSON.parse(r.data) as CustomSpec) : null;
}

/** Category tree, property templates and specs (flows.md (a) steps 1–3). */
export const catalogHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.cats.get',
    zone: 'CN',
    handle: async (c) => catsAnswer(checkParams(catsParams, c.params).parentCatId ?? 0),
  },
  {
    type: 'bg.glo.goods.cats.get',
    zone: 'PA',
    handle: async (c) => catsAnswer(checkParams(catsPaParams, c.params).parentCatId ?? 0),
  },
  {
    type: 'bg.goods.attrs.get',
    zone: 'CN',
    handle: async (c) => attrsAnswer(checkParams(attrsParams, c.params).catId, false),
  },
  {
    type: 'bg.glo.goods.attrs.get',
    zone: 'PA',
    handle: async (c) => attrsAnswer(checkParams(attrsParams, c.params).catId, true),
  },
  {
    type: 'bg.glo.goods.parentspec.get',
    zone: 'PA',
    handle: async () => ({ parentSpecDTOS: PARENT_SPECS.map((p) => ({ ...p })) }),
  },
  {
    type: 'bg.glo.goods.spec.create',
    zone: 'PA',
    handle: async (c) => {
      const p = checkParams(specParams, c.params);
      if (!parentSpecById(p.parentSpecId)) throw paramError(`父规格不存在：${p.parentSpecId}`);
      if (FORBIDDEN_SPEC_CHARS.test(p.specName)) throw paramError(`规格名称包含不允许的字符：${p.specName}`);
      return { specId: await createSpec(c, p.parentSpecId, p.specName) };
    },
  },
];
