import { randomBytes } from 'node:crypto';
import { type BlankSaveBody, blankSaveBody } from '@podbench/contract';
import type { Executor } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/service';

const ON_SALE = 0;

const snapshot = (db: Executor, id: number) =>
  db
    .selectFrom('blanks')
    .select([
      'id',
      'code',
      'category_id',
      'name',
      'description',
      'material',
      'production_days',
      'tech_first_type',
      'tech_second_type',
      'status',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

async function requireCategory(db: Executor, id: number) {
  const c = await db.selectFrom('blank_categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!c) throw badRequest('所选类目不存在，请刷新后重选');
}

/** A new blank starts off sale (it has no variants, areas or photos yet) and gets a code of its own. */
export async function saveBlank(db: Executor, operatorId: number, input: BlankSaveBody) {
  const body = blankSaveBody.parse(input);
  return db.transaction().execute(async (trx) => {
    await requireCategory(trx, body.categoryId);
    const now = Date.now();
    const fields = {
      category_id: body.categoryId,
      name: body.name,
      description: body.description,
      material: body.material,
      production_days: body.productionDays,
      tech_first_type: body.techFirstType,
      tech_second_type: body.techSecondType,
      updated_at: now,
    };
    if (body.id === null) {
      const last = await trx
        .selectFrom('blanks')
        .select((eb) => eb.fn.max('order_num').as('m'))
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('blanks')
        .values({
          ...fields,
          code: `op-${now.toString(36)}-${randomBytes(3).toString('hex')}`,
          size_chart: null,
          order_num: Number(last?.m ?? 0) + 1,
          status: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        operatorId,
        action: 'catalogue.blank.add',
        targetType: 'blank',
        targetId: Number(id),
        after: await snapshot(trx, Number(id)),
      });
      return { id: Number(id) };
    }
    const before = await snapshot(trx, body.id);
    if (!before) throw notFound('底版不存在或已被删除');
    await trx.updateTable('blanks').set(fields).where('id', '=', body.id).execute();
    await writeAudit(trx, {
      operatorId,
      action: 'catalogue.blank.edit',
      targetType: 'blank',
      targetId: body.id,
      before,
      after: await snapshot(trx, body.id),
    });
    return { id: body.id };
  });
}

/** What a blank lacks before sellers may design on it, or null when it is complete. */
async function missingForSale(db: Executor, id: number): Promise<string | null> {
  const [variant, area, image] = await Promise.all([
    db
      .selectFrom('blank_variants')
      .select('id')
      .where('blank_id', '=', id)
      .where('status', '=', ON_SALE)
      .executeTakeFirst(),
    db.selectFrom('blank_print_areas').select('id').where('blank_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('blank_views as v')
      .innerJoin('blank_view_areas as va', 'va.view_id', 'v.id')
      .innerJoin('blank_view_images as i', 'i.view_id', 'v.id')
      .select('v.id')
      .where('v.blank_id', '=', id)
      .executeTakeFirst(),
  ]);
  if (!variant) return '上架前请至少添加一个在售规格';
  if (!area) return '上架前请至少添加一个印刷区域';
  if (!image) return '上架前请至少上传一张样机图，并在图上放置印刷区域';
  return null;
}

/** 上架 (0) needs a complete blank; 下架 (1) keeps it readable for saved designs but out of the catalogue. */
export async function setBlankStatus(db: Executor, operatorId: number, id: number, status: 0 | 1) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, id);
    if (!before) throw notFound('底版不存在或已被删除');
    if (status === ON_SALE) {
      const missing = await missingForSale(trx, id);
      if (missing) throw badRequest(missing);
    }
    await trx.updateTable('blanks').set({ status, updated_at: Date.now() }).where('id', '=', id).execute();
    await writeAudit(trx, {
      operatorId,
      action: status === ON_SALE ? 'catalogue.blank.onSale' : 'catalogue.blank.offSale',
      targetType: 'blank',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}

/** Deleting is for blanks nobody used: once a design points at one it can only be withdrawn (下架). */
export async function removeBlank(db: Executor, operatorId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, id);
    if (!before) throw notFound('底版不存在或已被删除');
    const used = await trx
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) throw badRequest(`已有 ${Number(used.n)} 个设计使用该底版，不能删除，请改为下架`);
    const viewIds = (await trx.selectFrom('blank_views').select('id').where('blank_id', '=', id).execute()).map((v) =>
      Number(v.id),
    );
    // Children first: SQLite enforces no cascade unless foreign keys are on, so delete explicitly on both.
    if (viewIds.length) {
      await trx.deleteFrom('blank_view_areas').where('view_id', 'in', viewIds).execute();
      await trx.deleteFrom('blank_view_images').where('view_id', 'in', viewIds).execute();
    }
    await trx.deleteFrom('blank_views').where('blank_id', '=', id).execute();
    await trx.deleteFrom('blank_print_areas').where('blank_id', '=', id).execute();
    await trx.deleteFrom('blank_variants').where('blank_id', '=', id).execute();
    await trx.deleteFrom('blanks').where('id', '=', id).execute();
    await writeAudit(trx, { operatorId, action: 'catalogue.blank.delete', targetType: 'blank', targetId: id, before });
  });
}
