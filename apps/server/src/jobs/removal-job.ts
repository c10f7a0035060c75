import { createHash } from 'node:crypto';
import { bufferStream, decodableSource } from '../modules/file/analyse-staged';
import { findOwnFile } from '../modules/file/repository';
import { REMOVAL_JOB, type RemovalResult, resultKey, resultPreviewKey } from '../modules/removal/keys';
import { processImage } from '../modules/removal/process-image';
import { defineJob, PermanentJobError } from './definition';

/**
 * One image of a background-removal batch. Idempotent: a retry (or a second worker after a lost lease) writes the
 * same result objects again. The original is only read; nothing is written once the lease is lost.
 */
export const removalJob = defineJob(REMOVAL_JOB, async (ctx, { job, payload, progress, signal }) => {
  const mainId = Number(job.main_id);
  const file = await findOwnFile(ctx.db, mainId, payload.fileId);
  if (!file || !(await ctx.storage.exists(file.storage_key))) throw new PermanentJobError('原图已不存在');
  await progress(5);
  const source = await decodableSource(ctx.storage, file.storage_key);
  const out = await processImage(
    source,
    {
      tolerance: payload.tolerance,
      removeEnclosed: payload.removeEnclosed,
      maxPixels: ctx.config.storage.maxPixels,
      density: file.dpi ?? undefined,
    },
    (p) => void progress(p).catch(() => undefined),
  );
  signal.throwIfAborted();
  await Promise.all([
    ctx.storage.put(resultKey(mainId, job.id), bufferStream(out.png), { contentType: 'image/png' }),
    ctx.storage.put(resultPreviewKey(mainId, job.id), bufferStream(out.preview), { contentType: 'image/webp' }),
  ]);
  const result: RemovalResult = {
    width: out.width,
    height: out.height,
    removedPercent: out.removedPercent,
    uncertain: out.uncertain,
    sha256: createHash('sha256').update(out.png).digest('hex'),
    size: out.png.length,
  };
  return result;
});
