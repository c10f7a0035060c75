import { randomBytes } from 'node:crypto';
import type { RemovalBatch, removalCreateBody, RemovalTask } from '@podbench/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { enqueueJob } from '../../jobs/queue';
import { kickJobs } from '../../jobs/runner';
import { findOwnFile } from '../file/repository';
import { findImages } from '../gallery/image-repository';
import { previewUrl } from '../gallery/urls';
import type { AuthUser } from '../session/service';
import { urlSigner } from '../storage/url-signer';
import { REMOVAL_JOB, type RemovalPayload, type RemovalResult, removalPayload } from './keys';
import { takeBatchToken } from './batch-limit';
import { findBatchTasks, type TaskRow } from './repository';
import { resultUrl } from './urls';

type CreateBody = z.output<typeof removalCreateBody>;

/**
 * Starts a batch: one job per image, all sharing the batch id. Gallery images must be live and the seller's;
 * uploaded files (POST /upload) must be the seller's images. Nothing is enqueued unless every input is valid.
 */
export async function createBatch(ctx: AppContext, user: AuthUser, body: CreateBody): Promise<RemovalBatch> {
  const mainId = user.mainId;
  const images = await findImages(ctx.db, mainId, body.imageIds, { trash: false });
  if (images.length !== new Set(body.imageIds).size) throw notFound('部分图库图片不存在或已删除');
  const inputs: Array<Omit<RemovalPayload, 'tolerance' | 'removeEnclosed'>> = images.map((i) => ({
    fileId: Number(i.file_id),
    imageId: Number(i.id),
    name: i.name,
    sha256: i.sha256,
    width: i.width,
    height: i.height,
  }));
  for (const fileId of new Set(body.fileIds)) {
    const f = await findOwnFile(ctx.db, mainId, fileId);
    if (!f) throw notFound('上传的文件不存在');
    if (f.width === null || f.height === null) throw badRequest(`文件 ${f.file_name} 不是可处理的图片，请重新上传`);
    inputs.push({ fileId, imageId: null, name: f.file_name, sha256: f.sha256, width: f.width, height: f.height });
  }
  const batchId = randomBytes(12).toString('base64url');
  await ctx.db.transaction().execute(async (trx) => {
    // Checked last, so a refused request (404, 400, 429) changes nothing; the token and the jobs commit together.
    await takeBatchToken(trx, mainId);
    for (const input of inputs) {
      const payload: RemovalPayload = { ...input, ...body.options };
      await enqueueJob(trx, REMOVAL_JOB, payload, { mainId, groupKey: batchId });
    }
  });
  kickJobs(ctx);
  return getBatch(ctx, mainId, batchId);
}

export async function getBatch(ctx: AppContext, mainId: number, batchId: string): Promise<RemovalBatch> {
  const rows = await findBatchTasks(ctx.db, mainId, batchId);
  if (!rows.length) throw notFound('处理批次不存在');
  const signer = await urlSigner(ctx);
  const tasks = rows.map((r) => toTask(signer, mainId, r));
  // Every task of a batch carries the options it was started with.
  const first = removalPayload.parse(JSON.parse(rows[0].payload));
  const options = { tolerance: first.tolerance, removeEnclosed: first.removeEnclosed };
  return { batchId, createdAt: Number(rows[0].created_at), options, tasks };
}

export const parseResult = (r: TaskRow): RemovalResult | null =>
  r.status === 'done' && r.result ? JSON.parse(r.result) : null;

function toTask(signer: Awaited<ReturnType<typeof urlSigner>>, mainId: number, r: TaskRow): RemovalTask {
  const p = removalPayload.parse(JSON.parse(r.payload));
  const result = parseResult(r);
  const id = Number(r.id);
  return {
    id,
    name: p.name,
    status: r.status as RemovalTask['status'],
    progress: r.progress,
    error: r.status === 'failed' ? (r.error ?? '处理失败') : null,
    imageId: p.imageId,
    fileId: p.fileId,
    width: p.width,
    height: p.height,
    beforeUrl: previewUrl(signer, mainId, p.sha256, 1024),
    after: result
      ? {
          previewUrl: resultUrl(signer, mainId, id, 'preview.webp'),
          downloadUrl: resultUrl(signer, mainId, id, 'result.png'),
          removedPercent: result.removedPercent,
          uncertain: result.uncertain,
        }
      : null,
    savedImageId: result?.savedImageId ?? null,
  };
}
