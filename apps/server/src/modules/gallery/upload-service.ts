import type { Multipart } from '@fastify/multipart';
import type { GalleryUploadResult } from '@podbench/contract';
import { folderId as folderIdSchema } from '@podbench/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import type { CommittedFile } from '../file/commit-files';
import { commitFiles } from '../file/commit-files';
import { receiveUpload } from '../file/receive-upload';
import type { AuthUser } from '../session/service';
import type { Executor } from '../../db';
import { assertFolder, present } from './image-service';
import { findLiveImageByFile, insertImage } from './image-writes';
import type { ImageRow } from './image-repository';

/**
 * Gallery upload: the /upload pipeline (streamed, sniffed, analysed, quota-checked, deduplicated), then one gallery
 * image per file in the folder of the `folderId` field. Bytes the seller already has in a live gallery image
 * return that image, flagged `duplicate`, instead of a second copy.
 */
export async function uploadToGallery(
  ctx: AppContext,
  user: AuthUser,
  parts: AsyncIterable<Multipart>,
): Promise<GalleryUploadResult> {
  const { files, fields } = await receiveUpload(ctx, user.mainId, parts);
  const folder = folderIdSchema.safeParse(fields.folderId ?? 0);
  if (!folder.success) {
    await Promise.all(files.map((f) => ctx.storage.delete(f.tmpKey).catch(() => {})));
    throw badRequest('文件夹参数不正确');
  }
  const { extra } = await commitFiles(ctx, user, files, 'gallery', (trx, committed) =>
    placeInGallery(trx, user, committed, folder.data),
  );
  const images = await present(
    ctx,
    user.mainId,
    extra.map((e) => e.row),
  );
  return { items: images.map((image, i) => ({ image, duplicate: extra[i].duplicate })) };
}

export async function placeInGallery(
  trx: Executor,
  user: AuthUser,
  committed: CommittedFile[],
  folderId: number,
  source: { kind: 'upload' | 'removal'; imageId?: number | null } = { kind: 'upload' },
): Promise<Array<{ row: ImageRow; duplicate: boolean }>> {
  await assertFolder(trx, user.mainId, folderId);
  const out: Array<{ row: ImageRow; duplicate: boolean }> = [];
  for (const c of committed) {
    const existing = await findLiveImageByFile(trx, user.mainId, Number(c.row.id));
    if (existing) {
      out.push({ row: existing, duplicate: true });
      continue;
    }
    const now = Date.now();
    const { facts } = c.file;
    const row = await insertImage(trx, {
      main_id: user.mainId,
      file_id: Number(c.row.id),
      folder_id: folderId,
      name: c.file.fileName,
      mime: c.row.mime,
      size: Number(c.row.size),
      sha256: c.row.sha256,
      width: facts.width,
      height: facts.height,
      dpi: facts.dpi,
      color_space: facts.colorSpace,
      has_alpha: facts.hasAlpha ? 1 : 0,
      preview_small_key: c.row.preview_small_key,
      preview_large_key: c.row.preview_large_key,
      source: source.kind,
      source_image_id: source.imageId ?? null,
      uploader_id: user.id,
      created_at: now,
      updated_at: now,
    });
    out.push({ row, duplicate: false });
  }
  return out;
}
