import type { Executor } from '../../index';
import type { ViewAssets } from './assets';
import type { BlankSeed } from './blank-types';

const mm = (px: number, dpi: number) => Math.round((px / dpi) * 25.4 * 100) / 100;

/** Writes one blank and everything under it. Run inside a transaction: a blank is all there or not at all. */
export async function insertBlank(
  trx: Executor,
  seed: BlankSeed,
  categoryId: number,
  orderNum: number,
  assets: ReadonlyMap<string, ViewAssets>,
) {
  const now = Date.now();
  const { id: blankId } = await trx
    .insertInto('blanks')
    .values({
      code: seed.code,
      category_id: categoryId,
      name: seed.name,
      description: seed.description,
      material: seed.material,
      production_days: seed.productionDays,
      tech_first_type: seed.tech.first,
      tech_second_type: seed.tech.second,
      size_chart: seed.sizeChart ? JSON.stringify(seed.sizeChart) : null,
      order_num: orderNum,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let order = 0;
  const variants = seed.colours.flatMap((c) =>
    seed.sizes.map((s) => ({
      blank_id: Number(blankId),
      color_name: c.name,
      color_hex: c.hex,
      size: s.name,
      base_cost_fen: s.baseCostFen + (c.surchargeFen ?? 0),
      weight_g: s.weightG,
      sku_code: `${seed.skuPrefix}-${c.code}-${s.code}`,
      length_mm: s.packageMm[0],
      width_mm: s.packageMm[1],
      height_mm: s.packageMm[2],
      order_num: order++,
    })),
  );
  await trx.insertInto('blank_variants').values(variants).execute();

  const areaIds = new Map<string, number>();
  for (const [i, a] of seed.printAreas.entries()) {
    const { id } = await trx
      .insertInto('blank_print_areas')
      .values({
        blank_id: Number(blankId),
        area_key: a.key,
        name: a.name,
        width_mm: mm(a.widthPx, a.dpi),
        height_mm: mm(a.heightPx, a.dpi),
        dpi: a.dpi,
        width_px: a.widthPx,
        height_px: a.heightPx,
        safe_inset_px: a.safeInsetPx,
        order_num: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    areaIds.set(a.key, Number(id));
  }

  for (const [i, v] of seed.views.entries()) {
    const art = v.art();
    const got = assets.get(v.key);
    if (!got) throw new Error(`mockup assets missing for ${seed.code}/${v.key}`);
    const { id: viewId } = await trx
      .insertInto('blank_views')
      .values({
        blank_id: Number(blankId),
        view_key: v.key,
        name: v.name,
        width_px: art.width,
        height_px: art.height,
        shading_key: got.shadingKey,
        order_num: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('blank_view_images')
      .values(
        got.images.map((img) => ({
          view_id: Number(viewId),
          color_name: img.colorName,
          image_key: img.imageKey,
          thumb_key: img.thumbKey,
        })),
      )
      .execute();
    const quads = Object.entries(v.placements).map(([areaKey, placement]) => {
      const printAreaId = areaIds.get(areaKey);
      if (!printAreaId) throw new Error(`view ${seed.code}/${v.key} places unknown area ${areaKey}`);
      // The column is named for quads; it holds either placement as JSON (a quad array or a cylinder object).
      return { view_id: Number(viewId), print_area_id: printAreaId, quad: JSON.stringify(placement) };
    });
    if (quads.length) await trx.insertInto('blank_view_areas').values(quads).execute();
  }
  return Number(blankId);
}
