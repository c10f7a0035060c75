import type { Multipart } from '@fastify/multipart';
import type { UploadResult } from '@podbench/contract';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthUser } from '../session/service';
import type { Storage } from '../storage/storage';
import { type FileRow, findOwnFileBySha, insertFile } from './repository';
import { type StagedFile, stagePart, tooLarge } from './stage-part';

export const MAX_FILES_PER_REQUEST = 10;

export const fileUrl = (id: number) => `/api/file/${id}`;

const toResult = (row: FileRow): UploadResult => ({
  id: Number(row.id),
  url: fileUrl(Number(row.id)),
  fileName: row.file_name,
  size: Number(row.size),
  mime: row.mime,
});

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
 * Validates every file part first and commits only when all passed, so a request with one bad file
 * leaves nothing behind. Content is addressed per seller: `u/<mainId>/<sha256>`; the same bytes
 * uploaded again by the same seller reuse the existing row and object.
 */
export async function uploadFiles(ctx: AppContext, user: AuthUser, parts: AsyncIterable<Multipart>) {
  const max = ctx.config.uploadMaxBytes;
  const staged: StagedFile[] = [];
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      staged.push(await stagePart(ctx.storage, part, max));
    }
    if (!staged.length) throw badRequest('请选择要上传的文件');
  } catch (err) {
    await discard(ctx.storage, staged);
    throw translate(err, max);
  }
  const results: UploadResult[] = [];
  for (let i = 0; i < staged.length; i++) {
    try {
      results.push(toResult(await commit(ctx, user, staged[i])));
    } catch (err) {
      await discard(ctx.storage, staged.slice(i + 1));
      throw err;
    }
  }
  return results;
}

async function commit(ctx: AppContext, user: AuthUser, s: StagedFile): Promise<FileRow> {
  const { db, storage } = ctx;
  const key = `u/${user.mainId}/${s.sha256}`;
  const existing = await findOwnFileBySha(db, user.mainId, s.sha256);
  let placed = false;
  if (await storage.exists(key)) {
    await storage.delete(s.tmpKey);
  } else {
    await move(storage, s.tmpKey, key, s.kind.mime);
    placed = true;
  }
  if (existing) return existing;
  try {
    return await insertFile(db, {
      main_id: user.mainId,
      uploader_id: user.id,
      storage_key: key,
      file_name: s.fileName,
      mime: s.kind.mime,
      size: s.size,
      sha256: s.sha256,
      created_at: Date.now(),
    });
  } catch (err) {
    if (placed) await storage.delete(key).catch(() => {});
    throw err;
  }
}

/** Storage has no rename (object stores have none either): copy, then drop the temporary object. */
async function move(storage: Storage, from: string, to: string, contentType: string) {
  const obj = await storage.get(from);
  if (!obj) throw new AppError(500, '上传的临时文件丢失');
  await storage.put(to, obj.body, { contentType, size: obj.size });
  await storage.delete(from);
}

async function discard(storage: Storage, staged: StagedFile[]) {
  await Promise.all(staged.map((s) => storage.delete(s.tmpKey).catch(() => {})));
}
