import type { Multipart } from '@fastify/multipart';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { type AnalysedFile, analyseStaged } from './analyse-staged';
import { type StagedFile, stagePart, tooLarge } from './stage-part';

export const MAX_FILES_PER_REQUEST = 10;

export interface ReceivedUpload {
  files: AnalysedFile[];
  /** Plain form fields (the gallery's `folderId`), last value wins. */
  fields: Record<string, string>;
}

/** @fastify/multipart's own limit errors, worded for the user. */
function translate(err: unknown, maxBytes: number): unknown {
  const code = typeof err === 'object' && err && 'code' in err ? (err as { code: unknown }).code : null;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return badRequest(`一次最多上传 ${MAX_FILES_PER_REQUEST} 个文件`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('表单字段过多');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('表单字段名不合法');
  return err;
}

/**
 * Reads every part of a multipart upload: each file is staged (streamed, sniffed, hashed) and its analysis
 * (facts, previews) starts at once, overlapping with receiving the next file. Only when every file passed does
 * it resolve; otherwise every staged object is removed and the first problem is thrown. `owner`: the seller's main
 * account id.
 */
export async function receiveUpload(
  ctx: AppContext,
  owner: number,
  parts: AsyncIterable<Multipart>,
): Promise<ReceivedUpload> {
  const limits = { maxBytes: ctx.config.uploadMaxBytes, maxPixels: ctx.config.storage.maxPixels };
  const staged: StagedFile[] = [];
  const analyses: Array<Promise<AnalysedFile>> = [];
  const fields: Record<string, string> = {};
  let failure: unknown = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const s = await stagePart(ctx.storage, part, limits);
      staged.push(s);
      analyses.push(analyseStaged(ctx, s, owner));
    }
    if (!staged.length) throw badRequest('请选择要上传的文件');
  } catch (err) {
    failure = translate(err, limits.maxBytes);
  }
  const settled = await Promise.allSettled(analyses);
  const rejected = settled.find((r) => r.status === 'rejected');
  failure ??= rejected?.reason ?? null;
  if (failure) {
    await Promise.all(staged.map((s) => ctx.storage.delete(s.tmpKey).catch(() => {})));
    throw failure;
  }
  return { files: settled.map((r) => (r as PromiseFulfilledResult<AnalysedFile>).value), fields };
}
