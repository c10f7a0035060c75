import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../../../context';
import { loadBlankSpec } from '../../catalogue/spec';
import { readStoredDocument } from '../document';
import { renderRowsFor } from '../queue-render';
import { insertRenders, pruneOldRenders, type RenderRow, rendersOfHash, rendersOfVersion } from '../render-repository';
import { findDesignById, setRenderState } from '../repository';
import { renderKey } from '../urls';
import { loadOriginals, planAreas } from './render-inputs';
import { renderPool } from './render-pool';

export type RenderResult = { status: 'done'; files: number; reused: boolean } | { status: 'stale' };

/**
 * Renders one version of a design (print files and mockups) and records the files. Idempotent: a version already
 * rendered, or a document already rendered for any of the seller's designs, is re-used; a superseded version
 * stops at once. Files are stored under their content hash, so a retry never leaves a second copy. Once `signal`
 * aborts (the job's lease was lost) nothing more is written.
 */
export async function renderDesignVersion(
  ctx: AppContext,
  designId: number,
  version: number,
  signal?: AbortSignal,
): Promise<RenderResult> {
  const design = await findDesignById(ctx.db, designId);
  if (!design || design.version !== version) return { status: 'stale' };
  const mainId = Number(design.main_id);
  const done = await rendersOfVersion(ctx.db, designId, version);
  if (done.length) return { status: 'done', files: done.length, reused: true };
  const now = Date.now();
  const same = await rendersOfHash(ctx.db, mainId, design.doc_hash);
  const rows: RenderRow[] = same.length ? same : [];
  if (!rows.length) {
    await setRenderState(ctx.db, designId, version, { status: 'rendering' });
    const doc = readStoredDocument(design.document);
    const spec = await loadBlankSpec(ctx.db, Number(design.product_id));
    if (!spec) throw new Error(`blank ${design.product_id} is gone`);
    const [images, areas] = await Promise.all([loadOriginals(ctx, mainId, doc), planAreas(ctx, doc, spec)]);
    const outputs = await renderPool.render({ document: doc, images, areas });
    for (const o of outputs) {
      signal?.throwIfAborted();
      const key = renderKey(mainId, `${createHash('sha256').update(o.bytes).digest('hex')}.${o.ext}`);
      if (!(await ctx.storage.exists(key))) {
        const contentType = o.ext === 'png' ? 'image/png' : 'image/jpeg';
        await ctx.storage.put(key, Readable.from([Buffer.from(o.bytes)]), { contentType, size: o.bytes.byteLength });
      }
      rows.push({
        kind: o.kind,
        area_key: o.areaKey,
        color: o.color,
        view_key: o.viewKey,
        storage_key: key,
        width: o.width,
        height: o.height,
        size: o.bytes.byteLength,
        doc_hash: design.doc_hash,
        version,
      });
    }
  }
  signal?.throwIfAborted();
  await ctx.db.transaction().execute(async (trx) => {
    await insertRenders(trx, renderRowsFor(mainId, designId, version, design.doc_hash, rows, now));
    const thumb = rows.find((r) => r.kind === 'square');
    await setRenderState(trx, designId, version, { status: 'done', thumbnailKey: thumb?.storage_key ?? null });
  });
  signal?.throwIfAborted();
  await pruneFiles(ctx, designId, version);
  return { status: 'done', files: rows.length, reused: same.length > 0 };
}

/** Older versions' rows go once the new files are in; files no other row points at leave storage. */
async function pruneFiles(ctx: AppContext, designId: number, version: number) {
  const orphans = await pruneOldRenders(ctx.db, designId, version);
  for (const key of orphans) await ctx.storage.delete(key);
}
