import type { Executor } from '../../db';
import { z } from 'zod';
import { jobKind } from '../../jobs/definition';
import { enqueueJob } from '../../jobs/queue';
import { insertRenders, type RenderRow, rendersOfHash } from './render-repository';
import { setRenderState } from './repository';

export const DESIGN_RENDER_JOB = 'design-render';
/**
 * Autosave saves every few seconds while someone edits; a short delay lets a burst of saves end in one render
 * (the job of a superseded version finds it stale and stops at once).
 */
export const RENDER_DELAY_MS = 3_000;

export const designRenderPayload = z.object({ designId: z.number().int(), version: z.number().int() });
export type DesignRenderPayload = z.infer<typeof designRenderPayload>;
/** Print files and mockups: CPU-heavy image work. */
export const DESIGN_RENDER = jobKind({ kind: DESIGN_RENDER_JOB, payload: designRenderPayload, lane: 'image' });

export const renderRowsFor = (
  mainId: number,
  designId: number,
  version: number,
  docHash: string,
  rows: RenderRow[],
  now: number,
) =>
  rows.map((r) => ({
    main_id: mainId,
    design_id: designId,
    version,
    doc_hash: docHash,
    kind: r.kind,
    area_key: r.area_key,
    color: r.color,
    view_key: r.view_key,
    storage_key: r.storage_key,
    width: r.width,
    height: r.height,
    size: Number(r.size),
    created_at: now,
  }));

/**
 * After a save: re-use the files of an identical document when they exist (a rename, a duplicate), otherwise queue
 * the render job for this version. Runs inside the save's transaction, so a job never sees an uncommitted design.
 */
export async function queueRender(
  trx: Executor,
  v: { mainId: number; designId: number; version: number; docHash: string },
  now: number,
): Promise<void> {
  const same = await rendersOfHash(trx, v.mainId, v.docHash);
  if (same.length) {
    await insertRenders(trx, renderRowsFor(v.mainId, v.designId, v.version, v.docHash, same, now));
    const thumb = same.find((r) => r.kind === 'square');
    await setRenderState(trx, v.designId, v.version, { status: 'done', thumbnailKey: thumb?.storage_key ?? null });
    return;
  }
  const payload: DesignRenderPayload = { designId: v.designId, version: v.version };
  await enqueueJob(
    trx,
    DESIGN_RENDER,
    payload,
    {
      mainId: v.mainId,
      dedupeKey: `${DESIGN_RENDER_JOB}:${v.designId}:${v.version}`,
      runAt: now + RENDER_DELAY_MS,
    },
    now,
  );
}
