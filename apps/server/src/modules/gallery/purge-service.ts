import type { AppContext } from '../../context';
import { deleteFileRow, findOwnFile } from '../file/repository';
import { lockSellerFiles } from '../file/seller-lock';
import { findImages } from './image-repository';
import { countImagesOfFile, deleteImageRows, findExpiredTrash } from './image-writes';
import { deleteUnusedTags } from './tag-repository';

/**
 * Deletes images for good (from the recycle bin only). A file goes with its last image unless something outside
 * the gallery was handed it (purpose 'upload': an avatar, a design): then it stays. Objects are deleted under the
 * seller's file lock, before the commit, so an upload of the same bytes waiting on the lock finds no row and
 * stores them again rather than pointing at a deleted object.
 */
export async function purgeImages(ctx: AppContext, mainId: number, ids: number[]): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockSellerFiles(trx, mainId);
    const rows = await findImages(trx, mainId, ids, { trash: true });
    if (!rows.length) return 0;
    await deleteImageRows(
      trx,
      mainId,
      rows.map((r) => Number(r.id)),
    );
    const keys: string[] = [];
    for (const fileId of new Set(rows.map((r) => Number(r.file_id)))) {
      if ((await countImagesOfFile(trx, mainId, fileId)) > 0) continue;
      const file = await findOwnFile(trx, mainId, fileId);
      if (file?.purpose !== 'gallery') continue;
      await deleteFileRow(trx, mainId, fileId);
      keys.push(file.storage_key, file.preview_small_key ?? '', file.preview_large_key ?? '');
    }
    await deleteUnusedTags(trx, mainId);
    await Promise.all(keys.filter(Boolean).map((k) => ctx.storage.delete(k)));
    return rows.length;
  });
}

/** The purge job: images deleted more than `ageMs` ago, seller by seller, in bounded batches. */
export async function purgeExpiredTrash(ctx: AppContext, ageMs: number, now = Date.now()): Promise<number> {
  let purged = 0;
  for (;;) {
    const due = await findExpiredTrash(ctx.db, now - ageMs, 200);
    if (!due.length) return purged;
    const bySeller = new Map<number, number[]>();
    for (const r of due) bySeller.set(Number(r.main_id), [...(bySeller.get(Number(r.main_id)) ?? []), Number(r.id)]);
    for (const [mainId, ids] of bySeller) purged += await purgeImages(ctx, mainId, ids);
  }
}
