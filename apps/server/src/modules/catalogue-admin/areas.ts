import { type AreaSaveBody, areaSaveBody, type PlacementSaveBody } from '@podbench/contract';
import type { Executor } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { writeAudit } from '../audit/service';
import { parsePlacement } from '../catalogue/spec';
import { quadRect, rectQuad } from './blank-read';

const mm = (px: number, dpi: number) => Math.round((px / dpi) * 25.4 * 100) / 100;

const snapshot = (db: Executor, id: number) =>
  db
    .selectFrom('blank_print_areas')
    .select(['id', 'blank_id', 'area_key', 'name', 'width_px', 'height_px', 'dpi', 'safe_inset_px'])
    .where('id', '=', id)
    .executeTakeFirst();

async function requireBlank(db: Executor, id: number) {
  const b = await db.selectFrom('blanks').select('id').where('id', '=', id).executeTakeFirst();
  if (!b) throw notFound('底版不存在或已被删除');
}

/** A print area: its size in print pixels at a DPI (millimetres follow), and a safe inset inside it. */
export async function saveArea(db: Executor, operatorId: number, input: AreaSaveBody) {
  const body = areaSaveBody.parse(input);
  if (body.safeInsetPx * 2 >= Math.min(body.widthPx, body.heightPx)) {
    throw badRequest('安全边距须小于区域宽和高的一半');
  }
  return db
    .transaction()
    .execute(async (trx) => {
      await requireBlank(trx, body.blankId);
      const fields = {
        area_key: body.key,
        name: body.name,
        width_px: body.widthPx,
        height_px: body.heightPx,
        dpi: body.dpi,
        safe_inset_px: body.safeInsetPx,
        width_mm: mm(body.widthPx, body.dpi),
        height_mm: mm(body.heightPx, body.dpi),
      };
      let id = body.id;
      const before = id === null ? null : await snapshot(trx, id);
      if (id !== null && (!before || Number(before.blank_id) !== body.blankId)) {
        throw notFound('印刷区域不存在或不属于该底版');
      }
      if (id === null) {
        const last = await trx
          .selectFrom('blank_print_areas')
          .select((eb) => eb.fn.max('order_num').as('m'))
          .where('blank_id', '=', body.blankId)
          .executeTakeFirst();
        const row = await trx
          .insertInto('blank_print_areas')
          .values({ ...fields, blank_id: body.blankId, order_num: Number(last?.m ?? -1) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      } else {
        await trx.updateTable('blank_print_areas').set(fields).where('id', '=', id).execute();
      }
      await trx.updateTable('blanks').set({ updated_at: Date.now() }).where('id', '=', body.blankId).execute();
      await writeAudit(trx, {
        operatorId,
        action: before ? 'catalogue.area.edit' : 'catalogue.area.add',
        targetType: 'blank_print_area',
        targetId: id,
        before,
        after: await snapshot(trx, id),
      });
      return { id };
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict(`该底版已有标识为「${body.key}」的印刷区域`) : err;
    });
}

/** Removes an area and its placements. The last area of a blank on sale stays (it would have nothing to print). */
export async function removeArea(db: Executor, operatorId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, id);
    if (!before) throw notFound('印刷区域不存在');
    const blank = await trx.selectFrom('blanks').select('status').where('id', '=', before.blank_id).executeTakeFirst();
    const areas = await trx
      .selectFrom('blank_print_areas')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('blank_id', '=', before.blank_id)
      .executeTakeFirstOrThrow();
    if (blank?.status === 0 && Number(areas.n) <= 1) throw badRequest('在售底版至少保留一个印刷区域，请先下架');
    await trx.deleteFrom('blank_view_areas').where('print_area_id', '=', id).execute();
    await trx.deleteFrom('blank_print_areas').where('id', '=', id).execute();
    await writeAudit(trx, {
      operatorId,
      action: 'catalogue.area.delete',
      targetType: 'blank_print_area',
      targetId: id,
      before,
    });
  });
}

/** Places an area on a view as a rectangle inside the view's image, or takes it off the view. */
export async function savePlacement(db: Executor, operatorId: number, body: PlacementSaveBody) {
  await db.transaction().execute(async (trx) => {
    const view = await trx
      .selectFrom('blank_views')
      .select(['id', 'name', 'width_px', 'height_px'])
      .where('blank_id', '=', body.blankId)
      .where('view_key', '=', body.viewKey)
      .executeTakeFirst();
    if (!view) throw notFound('样机视图不存在，请先上传该视图的样机图');
    const area = await trx
      .selectFrom('blank_print_areas')
      .select(['id', 'name'])
      .where('blank_id', '=', body.blankId)
      .where('area_key', '=', body.areaKey)
      .executeTakeFirst();
    if (!area) throw notFound('印刷区域不存在');
    const r = body.rect;
    if (r && (r.x < 0 || r.y < 0 || r.x + r.width > view.width_px || r.y + r.height > view.height_px)) {
      throw badRequest(
        `「${area.name}」须完整位于「${view.name}」图片内（0–${view.width_px} × 0–${view.height_px} 像素），当前为 x ${r.x}、y ${r.y}、宽 ${r.width}、高 ${r.height}`,
      );
    }
    const existing = await trx
      .selectFrom('blank_view_areas')
      .select(['id', 'quad'])
      .where('view_id', '=', view.id)
      .where('print_area_id', '=', area.id)
      .executeTakeFirst();
    const before = existing ? parsePlacement(existing.quad) : null;
    const beforeQuad = before?.quad ?? null;
    if (r && before?.cylinder) {
      throw badRequest(
        `「${area.name}」在「${view.name}」上环绕杯身贴图，位置由杯身的形状决定，不能改成矩形；如需调整请先取消放置`,
      );
    }
    if (!r) {
      if (existing) await trx.deleteFrom('blank_view_areas').where('id', '=', existing.id).execute();
    } else if (existing) {
      await trx
        .updateTable('blank_view_areas')
        .set({ quad: JSON.stringify(rectQuad(r)) })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('blank_view_areas')
        .values({ view_id: Number(view.id), print_area_id: Number(area.id), quad: JSON.stringify(rectQuad(r)) })
        .execute();
    }
    await trx.updateTable('blanks').set({ updated_at: Date.now() }).where('id', '=', body.blankId).execute();
    await writeAudit(trx, {
      operatorId,
      action: 'catalogue.placement.save',
      targetType: 'blank',
      targetId: body.blankId,
      before: { viewKey: body.viewKey, areaKey: body.areaKey, rect: beforeQuad ? quadRect(beforeQuad) : null },
      after: { viewKey: body.viewKey, areaKey: body.areaKey, rect: r },
    });
  });
}
