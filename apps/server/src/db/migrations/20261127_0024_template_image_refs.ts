import type { AnyDb } from './helpers';

/**
 * Frozen: listing-template images become references to the seller's own things (issue 17 §1) instead of storage keys.
 * Each stored key of a Temu or Shein template is converted when it is a file of the template's own seller:
 * - `designs/<mainId>/…` → `{ kind: 'render', id }`, the design render row holding that file (the template's design
 *   first, newest first);
 * - `u/<mainId>/<sha256>` → `{ kind: 'gallery', id }` when a live gallery image shows that file, else
 *   `{ kind: 'file', id }`.
 * Anything else is dropped from the template: another seller's keys (`rm/`, `u/`, `designs/` of another main id),
 * background-removal results, previews, staged uploads, data: URIs, keys without a row. The seller sees the template
 * with fewer images (the editor's check asks for one more if none is left). References already in the new shape are
 * kept when they are the seller's own. A Shein publish's hosted-image map is re-keyed the same way, so its images are not transformed again.
 */

type Ref = { kind: 'render' | 'gallery' | 'file'; id: number };
const refKey = (r: Ref) => `${r.kind}:${r.id}`;
const PAGE = 200;

const isRef = (x: unknown): x is Ref =>
  typeof x === 'object' &&
  x !== null &&
  ['render', 'gallery', 'file'].includes((x as Ref).kind) &&
  Number.isInteger((x as Ref).id) &&
  (x as Ref).id > 0;

/** Converts one template's stored images; `byKey` maps each converted key to its reference (for the Shein hosted maps). */
async function convert(db: AnyDb, mainId: number, designId: number | null, images: unknown[]) {
  const keys = images.filter((x): x is string => typeof x === 'string');
  const byKey = new Map<string, Ref>();
  const renderKeys = keys.filter((k) => k.startsWith(`designs/${mainId}/`));
  const fileKeys = keys.filter((k) => k.startsWith(`u/${mainId}/`));
  if (renderKeys.length > 0) {
    const rows = (await db
      .selectFrom('design_renders')
      .select(['id', 'design_id', 'storage_key'])
      .where('main_id', '=', mainId)
      .where('storage_key', 'in', renderKeys)
      .orderBy('id', 'desc')
      .execute()) as Array<{ id: number | string; design_id: number | string; storage_key: string }>;
    for (const k of renderKeys) {
      const same = rows.filter((r) => r.storage_key === k);
      const row = same.find((r) => designId !== null && Number(r.design_id) === designId) ?? same[0];
      if (row) byKey.set(k, { kind: 'render', id: Number(row.id) });
    }
  }
  if (fileKeys.length > 0) {
    const files = (await db
      .selectFrom('files')
      .select(['id', 'storage_key'])
      .where('main_id', '=', mainId)
      .where('storage_key', 'in', fileKeys)
      .execute()) as Array<{ id: number | string; storage_key: string }>;
    const fileIds = files.map((f) => Number(f.id));
    const gallery =
      fileIds.length === 0
        ? []
        : ((await db
            .selectFrom('gallery_images')
            .select(['id', 'file_id'])
            .where('main_id', '=', mainId)
            .where('file_id', 'in', fileIds)
            .where('deleted_at', 'is', null)
            .orderBy('id')
            .execute()) as Array<{ id: number | string; file_id: number | string }>);
    for (const f of files) {
      const g = gallery.find((x) => Number(x.file_id) === Number(f.id));
      byKey.set(f.storage_key, g ? { kind: 'gallery', id: Number(g.id) } : { kind: 'file', id: Number(f.id) });
    }
  }
  // References already in the new shape stay only when they are the template's own seller's, like keys.
  const given = images.filter(isRef);
  const owned = new Set<string>();
  for (const [kind, table] of [
    ['render', 'design_renders'],
    ['gallery', 'gallery_images'],
    ['file', 'files'],
  ] as const) {
    const ids = given.filter((r) => r.kind === kind).map((r) => r.id);
    if (ids.length === 0) continue;
    const rows = (await db
      .selectFrom(table)
      .select('id')
      .where('main_id', '=', mainId)
      .where('id', 'in', ids)
      .execute()) as Array<{ id: number | string }>;
    for (const r of rows) owned.add(refKey({ kind, id: Number(r.id) }));
  }
  const out: Ref[] = [];
  const seen = new Set<string>();
  for (const x of images) {
    const ref =
      typeof x === 'string' ? byKey.get(x) : isRef(x) && owned.has(refKey(x)) ? { kind: x.kind, id: x.id } : undefined;
    if (!ref || seen.has(refKey(ref))) continue;
    seen.add(refKey(ref));
    out.push(ref);
  }
  return { images: out, byKey, changed: keys.length > 0 || out.length !== images.length };
}

const parse = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export async function up(db: AnyDb): Promise<void> {
  for (let after = 0; ; ) {
    const rows = (await db
      .selectFrom('temu_templates')
      .select(['id', 'main_id', 'design_id', 'images'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as Array<{
      id: number | string;
      main_id: number | string;
      design_id: number | string | null;
      images: string;
    }>;
    if (rows.length === 0) break;
    for (const r of rows) {
      const images = parse(r.images);
      const list = Array.isArray(images) ? images : [];
      const designId = r.design_id === null ? null : Number(r.design_id);
      const c = await convert(db, Number(r.main_id), designId, list);
      if (!c.changed && Array.isArray(images)) continue;
      await db
        .updateTable('temu_templates')
        .set({ images: JSON.stringify(c.images) })
        .where('id', '=', r.id)
        .execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }

  for (let after = 0; ; ) {
    const rows = (await db
      .selectFrom('shein_templates')
      .select(['id', 'main_id', 'design_id', 'body'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as Array<{
      id: number | string;
      main_id: number | string;
      design_id: number | string | null;
      body: string;
    }>;
    if (rows.length === 0) break;
    for (const r of rows) {
      const body = parse(r.body) as { images?: unknown } | null;
      if (!body || typeof body !== 'object') continue;
      const list = Array.isArray(body.images) ? body.images : [];
      const designId = r.design_id === null ? null : Number(r.design_id);
      const c = await convert(db, Number(r.main_id), designId, list);
      if (!c.changed && Array.isArray(body.images)) continue;
      await db
        .updateTable('shein_templates')
        .set({ body: JSON.stringify({ ...body, images: c.images }) })
        .where('id', '=', r.id)
        .execute();
      // The publishes of this template keep their Shein-hosted copies under the new references' keys.
      const pubs = (await db
        .selectFrom('shein_publishes')
        .select(['id', 'images'])
        .where('template_id', '=', r.id)
        .where('main_id', '=', r.main_id)
        .where('images', 'is not', null)
        .execute()) as Array<{ id: number | string; images: string | null }>;
      for (const p of pubs) {
        const hosted = parse(p.images);
        if (!hosted || typeof hosted !== 'object' || Array.isArray(hosted)) continue;
        const next: Record<string, string> = {};
        for (const [k, url] of Object.entries(hosted as Record<string, unknown>)) {
          if (typeof url !== 'string') continue;
          const ref = c.byKey.get(k);
          if (ref) next[refKey(ref)] = url;
          else if (/^(render|gallery|file):\d+$/.test(k)) next[k] = url;
        }
        await db
          .updateTable('shein_publishes')
          .set({ images: JSON.stringify(next) })
          .where('id', '=', p.id)
          .execute();
      }
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
