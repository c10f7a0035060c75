import type { AnyDb } from './helpers';

/**
 * Frozen: the mug's print wraps round its body (issue 20 §1). `blank_view_areas.quad` keeps its name and type
 * (JSON text) and may now hold a cylinder wrap `{"kind":"cylinder",…}` as well as a quad array; readers accept
 * both. Here the seeded 11oz mug's 正面 placement — a flat 584×660 quad that squeezed the 2700×1050 wrap about 3×
 * — becomes the wrap its photo shows (handle on the right: the wrap's right half faces the camera). Only a
 * placement still exactly as seeded is changed: one an operator has moved stays theirs. The 背面 and 把手侧 views
 * need drawn photos, so only newly seeded catalogues get them (docs/mockups.md).
 */
const SEEDED_QUAD = '[{"x":268,"y":546},{"x":852,"y":546},{"x":852,"y":1206},{"x":268,"y":1206}]';

// The drawing's body: axis 560, radius 310, rim ellipse 52; edges 500–1230 (at the axis 552–1282).
const CIRCUMFERENCE = (82 * Math.PI * 300) / 25.4;
const BAND = (1050 * 2 * Math.PI * 310) / CIRCUMFERENCE;
const MID = (500 + 1230) / 2 + 52;
const WRAP = JSON.stringify({
  kind: 'cylinder',
  cx: 560,
  top: MID - BAND / 2,
  bottom: MID + BAND / 2,
  radius: 310,
  ellipse: 52,
  circumferencePx: CIRCUMFERENCE,
  angleDeg: 90,
});

async function frontViewIds(db: AnyDb): Promise<number[]> {
  const rows = await db
    .selectFrom('blank_views as v')
    .innerJoin('blanks as b', 'b.id', 'v.blank_id')
    .select('v.id')
    .where('b.code', '=', 'mug-ceramic-11oz')
    .where('v.view_key', '=', 'front')
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function up(db: AnyDb): Promise<void> {
  const ids = await frontViewIds(db);
  if (!ids.length) return;
  await db
    .updateTable('blank_view_areas')
    .set({ quad: WRAP })
    .where('view_id', 'in', ids)
    .where('quad', '=', SEEDED_QUAD)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const ids = await frontViewIds(db);
  if (!ids.length) return;
  await db
    .updateTable('blank_view_areas')
    .set({ quad: SEEDED_QUAD })
    .where('view_id', 'in', ids)
    .where('quad', '=', WRAP)
    .execute();
}
