import type { AdminBlankDetail, AdminBlankPageQuery, AdminBlankRow, PlacementRect, ViewQuad } from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { assetUrl } from '../catalogue/asset-key';
import { parsePlacement } from '../catalogue/spec';
import { adminCategoryTree } from './categories';

/** The quad's bounding box: the editor places areas as rectangles (a seeded perspective quad shows as its box). */
export function quadRect(q: ViewQuad): PlacementRect {
  const xs = q.map((p) => p.x);
  const ys = q.map((p) => p.y);
  const x = Math.round(Math.min(...xs));
  const y = Math.round(Math.min(...ys));
  return { x, y, width: Math.round(Math.max(...xs)) - x, height: Math.round(Math.max(...ys)) - y };
}

export const rectQuad = (r: PlacementRect): ViewQuad => [
  { x: r.x, y: r.y },
  { x: r.x + r.width, y: r.y },
  { x: r.x + r.width, y: r.y + r.height },
  { x: r.x, y: r.y + r.height },
];

/** Category names from the top, across every category (withdrawn ones too). */
async function pathsFor(db: Executor) {
  const tree = await adminCategoryTree(db);
  const parent = new Map<number, { name: string; parentId: number }>();
  const walk = (nodes: typeof tree) => {
    for (const n of nodes) {
      parent.set(n.id, { name: n.name, parentId: n.parentId });
      walk(n.children);
    }
  };
  walk(tree);
  return (id: number) => {
    const out: string[] = [];
    for (let n = parent.get(id); n && out.length < 10; n = parent.get(n.parentId)) out.unshift(n.name);
    return out;
  };
}

/** Every blank, on sale or not, newest edits first within the filter. */
export async function pageAdminBlanks(db: Executor, q: AdminBlankPageQuery) {
  let base = db.selectFrom('blanks as b');
  if (q.status !== undefined) base = base.where('b.status', '=', q.status);
  if (q.categoryId !== undefined) {
    const index = await adminCategoryTree(db);
    const ids: number[] = [];
    const collect = (nodes: typeof index, inside: boolean) => {
      for (const n of nodes) {
        const hit = inside || n.id === q.categoryId;
        if (hit) ids.push(n.id);
        collect(n.children, hit);
      }
    };
    collect(index, false);
    base = base.where('b.category_id', 'in', ids.length ? ids : [-1]);
  }
  if (q.keyword) {
    const p = `%${q.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([sql<boolean>`lower(b.name) like ${p} escape '\\'`, sql<boolean>`lower(b.code) like ${p} escape '\\'`]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('b')
    .orderBy('b.order_num')
    .orderBy('b.id')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const [stats, covers, path] = await Promise.all([
    ids.length
      ? db
          .selectFrom('blank_variants')
          .select(['blank_id', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.min('base_cost_fen').as('min')])
          .where('blank_id', 'in', ids)
          .groupBy('blank_id')
          .execute()
      : [],
    ids.length
      ? db
          .selectFrom('blank_views as v')
          .innerJoin('blank_view_images as i', 'i.view_id', 'v.id')
          .select(['v.blank_id', 'v.order_num', 'i.thumb_key', 'i.id'])
          .where('v.blank_id', 'in', ids)
          .orderBy('v.order_num')
          .orderBy('i.id')
          .execute()
      : [],
    pathsFor(db),
  ]);
  const out: AdminBlankRow[] = rows.map((r) => {
    const id = Number(r.id);
    const s = stats.find((x) => Number(x.blank_id) === id);
    const cover = covers.find((c) => Number(c.blank_id) === id);
    return {
      id,
      code: r.code,
      name: r.name,
      categoryId: Number(r.category_id),
      categoryPath: path(Number(r.category_id)),
      status: r.status,
      coverUrl: cover ? assetUrl(cover.thumb_key) : '',
      variantCount: Number(s?.n ?? 0),
      minBaseCostFen: Number(s?.min ?? 0),
      updateTime: Number(r.updated_at),
    };
  });
  return { rows: out, total: Number(total.n) };
}

/** Everything the editor shows, including off-sale variants. */
export async function adminBlankDetail(db: Executor, id: number): Promise<AdminBlankDetail> {
  const b = await db.selectFrom('blanks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!b) throw notFound('底版不存在或已被删除');
  const [variants, areas, views] = await Promise.all([
    db.selectFrom('blank_variants').selectAll().where('blank_id', '=', id).orderBy('order_num').orderBy('id').execute(),
    db
      .selectFrom('blank_print_areas')
      .selectAll()
      .where('blank_id', '=', id)
      .orderBy('order_num')
      .orderBy('id')
      .execute(),
    db.selectFrom('blank_views').selectAll().where('blank_id', '=', id).orderBy('order_num').orderBy('id').execute(),
  ]);
  const viewIds = views.map((v) => Number(v.id));
  const [images, placed] = viewIds.length
    ? await Promise.all([
        db.selectFrom('blank_view_images').selectAll().where('view_id', 'in', viewIds).orderBy('id').execute(),
        db
          .selectFrom('blank_view_areas as va')
          .innerJoin('blank_print_areas as a', 'a.id', 'va.print_area_id')
          .select(['va.view_id', 'a.area_key', 'va.quad'])
          .where('va.view_id', 'in', viewIds)
          .orderBy('a.order_num')
          .execute(),
      ])
    : [[], []];
  const path = (await pathsFor(db))(Number(b.category_id));
  return {
    id,
    code: b.code,
    name: b.name,
    categoryId: Number(b.category_id),
    categoryPath: path,
    description: b.description,
    material: b.material,
    productionDays: b.production_days,
    techFirstType: b.tech_first_type,
    techSecondType: b.tech_second_type,
    status: b.status,
    updateTime: Number(b.updated_at),
    variants: variants.map((v) => ({
      id: Number(v.id),
      colorName: v.color_name,
      colorHex: v.color_hex,
      size: v.size,
      skuCode: v.sku_code,
      baseCostFen: Number(v.base_cost_fen),
      weightG: v.weight_g,
      lengthMm: v.length_mm,
      widthMm: v.width_mm,
      heightMm: v.height_mm,
      status: v.status,
    })),
    printAreas: areas.map((a) => ({
      id: Number(a.id),
      key: a.area_key,
      name: a.name,
      widthPx: a.width_px,
      heightPx: a.height_px,
      dpi: a.dpi,
      safeInsetPx: a.safe_inset_px,
      widthMm: Number(a.width_mm),
      heightMm: Number(a.height_mm),
    })),
    views: views.map((v) => ({
      id: Number(v.id),
      key: v.view_key,
      name: v.name,
      widthPx: v.width_px,
      heightPx: v.height_px,
      images: images
        .filter((i) => Number(i.view_id) === Number(v.id))
        .map((i) => ({ colorName: i.color_name, url: assetUrl(i.image_key), thumbUrl: assetUrl(i.thumb_key) })),
      placements: placed
        .filter((p) => Number(p.view_id) === Number(v.id))
        .flatMap((p) => {
          const placed = parsePlacement(p.quad);
          if (!placed) return [];
          const rect = quadRect(placed.quad);
          return [placed.cylinder ? { areaKey: p.area_key, rect, wrap: true } : { areaKey: p.area_key, rect }];
        }),
    })),
  };
}
