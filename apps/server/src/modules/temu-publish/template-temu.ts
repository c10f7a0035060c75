import {
  type TemuLeafTemplate,
  type TemuSaleSpec,
  type TemuSpecMapping,
  type TemuTemplateRefresh,
  temuLeafTemplate,
} from '@podbench/contract';
import { TemuApiError, TemuRequestInvalidError } from '@podbench/temu';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { variantsOf } from '../catalogue/repository';
import { resolveLeaf } from './categories';
import { diffLeafTemplates, leafTemplateOf } from './leaf-template';
import { findTemplate, templateBody } from './repository';
import { suggestMapping } from './spec-mapping';
import { anyShopTypedCaller } from './temu-shop';

/** A Temu answer the seller should read (Temu's refusal, a rate limit) as a 400 with its Chinese message. */
async function temu<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TemuApiError || err instanceof TemuRequestInvalidError) throw new AppError(400, err.message);
    throw err;
  }
}

/** The leaf's catType as the category tree cached it (the picker or the search read it through a shop). */
async function cachedLeafNode(ctx: AppContext, catId: number) {
  const r = await ctx.db
    .selectFrom('temu_category_cache')
    .select(['data', 'parent_id'])
    .where('cat_id', '=', catId)
    .executeTakeFirst();
  if (!r) throw new AppError(400, '请先在类目选择或类目搜索中选择该类目');
  const node = JSON.parse(r.data) as { isLeaf?: boolean; catType?: number };
  if (!node.isLeaf) throw new AppError(400, '请选择到叶子类目');
  if (typeof node.catType !== 'number') throw new AppError(400, '类目信息已过期，请重新选择类目');
  return { catType: node.catType, parentId: Number(r.parent_id) };
}

/** GET leafTemplate: the leaf's attribute template, normalised for the form (cached a day). */
export async function leafTemplateFor(ctx: AppContext, mainId: number, catId: number): Promise<TemuLeafTemplate> {
  const node = await cachedLeafNode(ctx, catId);
  const caller = await anyShopTypedCaller(ctx, mainId);
  return temu(() => leafTemplateOf(ctx.db, caller, catId, node.catType));
}

/** GET parentSpecs: bg.glo.goods.parentspec.get (the spec dimensions custom values may be made in). */
export async function parentSpecs(ctx: AppContext, mainId: number) {
  const caller = await anyShopTypedCaller(ctx, mainId);
  const r = await temu(() => caller.callType('bg.glo.goods.parentspec.get', {}, { idempotent: true }));
  return r.parentSpecDTOS.map((p) => ({ parentSpecId: p.parentSpecId, parentSpecName: p.parentSpecName }));
}

/**
 * POST specCreate: a custom sale value (bg.glo.goods.spec.create) for a leaf whose template allows them
 * (`inputMaxSpecNum` > 0), in one of parentspec.get's dimensions. Not repeated by the client: a lost answer only
 * leaves an unused value on Temu.
 */
export async function createSpec(
  ctx: AppContext,
  mainId: number,
  body: { catId: number; parentSpecId: number; specName: string },
): Promise<TemuSaleSpec> {
  const leaf = await leafTemplateFor(ctx, mainId, body.catId);
  if (leaf.inputMaxSpecNum <= 0) throw new AppError(400, '该类目不允许自定义规格值，请从类目属性模板的可选值中选择');
  const parent = (await parentSpecs(ctx, mainId)).find((p) => p.parentSpecId === body.parentSpecId);
  if (!parent) throw new AppError(400, '规格类型不存在，请从 Temu 的规格类型中选择');
  const caller = await anyShopTypedCaller(ctx, mainId);
  const r = await temu(() =>
    caller.callType('bg.glo.goods.spec.create', { parentSpecId: body.parentSpecId, specName: body.specName }),
  );
  return {
    parentSpecId: parent.parentSpecId,
    parentSpecName: parent.parentSpecName,
    specId: r.specId,
    specName: body.specName,
    templatePid: 0,
    pid: 0,
    refPid: 0,
    vid: 0,
    group: null,
    source: 'created',
  };
}

/** GET specMapping: a blank's colours and sizes against the leaf's sale values (remembered, else by name). */
export async function specMappingFor(
  ctx: AppContext,
  mainId: number,
  blankId: number,
  catId: number,
): Promise<TemuSpecMapping> {
  const variants = await variantsOf(ctx.db, [blankId]);
  if (variants.length === 0) throw notFound('底板不存在');
  const leaf = await leafTemplateFor(ctx, mainId, catId);
  return suggestMapping(
    ctx.db,
    mainId,
    blankId,
    leaf,
    variants.map((v) => v.color_name),
    variants.map((v) => v.size),
  );
}

/**
 * POST refreshTemplate: the leaf's template fetched again (doc 199 §8-12) and compared with the one the template
 * was filled from. The stored snapshot is kept until the seller saves the template again.
 */
export async function refreshTemplate(ctx: AppContext, mainId: number, id: number): Promise<TemuTemplateRefresh> {
  const row = await findTemplate(ctx.db, mainId, id);
  if (!row) throw notFound('模板不存在');
  const body = templateBody(row);
  if (!body.category) throw new AppError(400, '模板未选择类目');
  const caller = await anyShopTypedCaller(ctx, mainId);
  const leafNode = await temu(() => resolveLeaf(ctx.db, async () => caller, body.category!.ids));
  const leaf = await temu(() => leafTemplateOf(ctx.db, caller, leafNode.catId, leafNode.catType, { fresh: true }));
  const before = row.leaf_snapshot ? temuLeafTemplate.safeParse(JSON.parse(row.leaf_snapshot)) : null;
  const used = new Set(
    [...body.specMapping.colors, ...body.specMapping.sizes].flatMap((e) => (e.spec ? [e.spec.specId] : [])),
  );
  const changes = before?.success ? diffLeafTemplates(before.data, leaf, body.properties, used) : [];
  return { changes, leaf };
}
