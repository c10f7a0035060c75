import type { MockupUploadFields, ViewCylinder, ViewQuad } from '@podbench/contract';
import type { Executor } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { writeAudit } from '../audit/service';
import { parsePlacement } from '../catalogue/spec';
import type { Storage } from '../storage/storage';
import { storeMockupPhoto, storeNeutralShading } from './mockup-image';

const scaleQuad = (q: ViewQuad, sx: number, sy: number) =>
  q.map((p) => ({ x: Math.round(p.x * sx), y: Math.round(p.y * sy) })) as unknown as ViewQuad;
/** A wrap follows a resized photo: its across measures scale with the width, its down measures with the height. */
const scaleCylinder = (c: ViewCylinder, sx: number, sy: number): ViewCylinder => ({
  ...c,
  cx: c.cx * sx,
  radius: c.radius * sx,
  top: c.top * sy,
  bottom: c.bottom * sy,
  ellipse: c.ellipse * sy,
});

/**
 * Sets a view's photo for one colour (or every colour when `colorName` is ''), creating the view if the blank has
 * none by that key. A photo of another size than the view replaces it for every colour only: the view takes the
 * new size, its placements scale with it and its shading becomes neutral. Images are stored before the rows
 * (content-addressed, so a refused change leaves only unreferenced copies of pixels).
 */
export async function uploadMockup(
  db: Executor,
  storage: Storage,
  operatorId: number,
  f: MockupUploadFields,
  bytes: Buffer,
) {
  const blank = await db.selectFrom('blanks').select('id').where('id', '=', f.blankId).executeTakeFirst();
  if (!blank) throw notFound('底版不存在或已被删除');
  const colours = [
    ...new Set(
      (
        await db
          .selectFrom('blank_variants')
          .select('color_name')
          .where('blank_id', '=', f.blankId)
          .orderBy('order_num')
          .execute()
      ).map((v) => v.color_name),
    ),
  ];
  if (!colours.length) throw badRequest('请先添加规格（颜色），再上传样机图');
  if (f.colorName && !colours.includes(f.colorName)) throw badRequest(`该底版没有「${f.colorName}」这个颜色`);
  const existing = await db
    .selectFrom('blank_views')
    .selectAll()
    .where('blank_id', '=', f.blankId)
    .where('view_key', '=', f.viewKey)
    .executeTakeFirst();
  if (!existing && !f.viewName) throw badRequest('新视图请填写视图名称');
  const photo = await storeMockupPhoto(storage, bytes);
  const resized = existing && (existing.width_px !== photo.width || existing.height_px !== photo.height);
  if (resized && f.colorName) {
    throw badRequest(
      `该视图的图片是 ${existing.width_px}×${existing.height_px} 像素，新图是 ${photo.width}×${photo.height}：同尺寸才能只替换一个颜色，否则请选择「全部颜色」整体替换`,
    );
  }
  const shadingKey = !existing || resized ? await storeNeutralShading(storage, photo.width, photo.height) : null;
  const targets = f.colorName ? [f.colorName] : colours;

  return db
    .transaction()
    .execute(async (trx) => {
      let viewId: number;
      if (!existing) {
        const last = await trx
          .selectFrom('blank_views')
          .select((eb) => eb.fn.max('order_num').as('m'))
          .where('blank_id', '=', f.blankId)
          .executeTakeFirst();
        const row = await trx
          .insertInto('blank_views')
          .values({
            blank_id: f.blankId,
            view_key: f.viewKey,
            name: f.viewName,
            width_px: photo.width,
            height_px: photo.height,
            shading_key: shadingKey!,
            order_num: Number(last?.m ?? -1) + 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        viewId = Number(row.id);
      } else {
        viewId = Number(existing.id);
        const set: Record<string, string | number> = {};
        if (f.viewName && f.viewName !== existing.name) set.name = f.viewName;
        if (resized) {
          Object.assign(set, { width_px: photo.width, height_px: photo.height, shading_key: shadingKey! });
          const sx = photo.width / existing.width_px;
          const sy = photo.height / existing.height_px;
          const placed = await trx
            .selectFrom('blank_view_areas')
            .select(['id', 'quad'])
            .where('view_id', '=', viewId)
            .execute();
          for (const p of placed) {
            const q = parsePlacement(p.quad);
            if (q)
              await trx
                .updateTable('blank_view_areas')
                .set({
                  quad: JSON.stringify(q.cylinder ? scaleCylinder(q.cylinder, sx, sy) : scaleQuad(q.quad, sx, sy)),
                })
                .where('id', '=', p.id)
                .execute();
          }
        }
        if (Object.keys(set).length) await trx.updateTable('blank_views').set(set).where('id', '=', viewId).execute();
      }
      const before = await trx
        .selectFrom('blank_view_images')
        .select(['color_name', 'image_key'])
        .where('view_id', '=', viewId)
        .where('color_name', 'in', targets)
        .execute();
      await trx
        .deleteFrom('blank_view_images')
        .where('view_id', '=', viewId)
        .where('color_name', 'in', targets)
        .execute();
      await trx
        .insertInto('blank_view_images')
        .values(
          targets.map((c) => ({
            view_id: viewId,
            color_name: c,
            image_key: photo.imageKey,
            thumb_key: photo.thumbKey,
          })),
        )
        .execute();
      await trx.updateTable('blanks').set({ updated_at: Date.now() }).where('id', '=', f.blankId).execute();
      await writeAudit(trx, {
        operatorId,
        action: 'catalogue.mockup.upload',
        targetType: 'blank',
        targetId: f.blankId,
        before: existing
          ? { viewKey: f.viewKey, width: existing.width_px, height: existing.height_px, images: before }
          : null,
        after: {
          viewKey: f.viewKey,
          width: photo.width,
          height: photo.height,
          images: targets.map((c) => ({ color_name: c, image_key: photo.imageKey })),
        },
      });
      return { viewKey: f.viewKey, width: photo.width, height: photo.height };
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict('该视图刚被其他人创建，请刷新后重试') : err;
    });
}

/** Removes a view (its photos and placements go with it); a blank on sale keeps at least one view. */
export async function removeView(db: Executor, operatorId: number, blankId: number, viewKey: string) {
  await db.transaction().execute(async (trx) => {
    const blank = await trx.selectFrom('blanks').select('status').where('id', '=', blankId).executeTakeFirst();
    if (!blank) throw notFound('底版不存在或已被删除');
    const views = await trx
      .selectFrom('blank_views')
      .select(['id', 'view_key', 'name', 'width_px', 'height_px'])
      .where('blank_id', '=', blankId)
      .execute();
    const view = views.find((v) => v.view_key === viewKey);
    if (!view) throw notFound('样机视图不存在');
    if (blank.status === 0 && views.length <= 1) throw badRequest('在售底版至少保留一个样机视图，请先下架');
    const images = await trx
      .selectFrom('blank_view_images')
      .select(['color_name', 'image_key'])
      .where('view_id', '=', view.id)
      .execute();
    await trx.deleteFrom('blank_view_areas').where('view_id', '=', view.id).execute();
    await trx.deleteFrom('blank_view_images').where('view_id', '=', view.id).execute();
    await trx.deleteFrom('blank_views').where('id', '=', view.id).execute();
    await trx.updateTable('blanks').set({ updated_at: Date.now() }).where('id', '=', blankId).execute();
    await writeAudit(trx, {
      operatorId,
      action: 'catalogue.view.delete',
      targetType: 'blank',
      targetId: blankId,
      before: { viewKey, name: view.name, width: view.width_px, height: view.height_px, images },
    });
  });
}
