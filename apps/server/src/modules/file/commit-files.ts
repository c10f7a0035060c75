import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../session/service';
import { type AnalysedFile, bufferStream } from './analyse-staged';
import { originalKey, previewKey } from './preview-keys';
import { assertQuota } from './quota';
import { type FileRow, findOwnFileBySha, findOwnFilesBySha, insertFileOnce, updateFile } from './repository';
import { lockSellerFiles } from './seller-lock';

export type FilePurpose = 'upload' | 'gallery';
export interface CommittedFile {
  row: FileRow;
  file: AnalysedFile;
  /** False when the seller already stored these bytes (deduplicated). */
  created: boolean;
}

/**
 * Makes analysed uploads permanent, all or nothing. Previews are written first (content-addressed, rebuilt on
 * demand if lost). Then, inside one transaction holding the seller's file lock: the quota check over the bytes
 * not yet stored, staged objects moved to `u/<mainId>/<sha256>`, one row per content, and `within` for the
 * caller's own rows (gallery images). Whatever fails, nothing stays behind but already-existing files.
 */
export async function commitFiles<T>(
  ctx: AppContext,
  user: AuthUser,
  files: AnalysedFile[],
  purpose: FilePurpose,
  within: (trx: Transaction<Database>, committed: CommittedFile[]) => Promise<T>,
): Promise<{ committed: CommittedFile[]; extra: T }> {
  const { storage, db } = ctx;
  const mainId = user.mainId;
  try {
    await Promise.all(files.flatMap((f) => writePreviews(ctx, mainId, f)));
    return await db.transaction().execute(async (trx) => {
      await lockSellerFiles(trx, mainId);
      const placed: string[] = [];
      try {
        const known = new Map(
          (
            await findOwnFilesBySha(
              trx,
              mainId,
              files.map((f) => f.sha256),
            )
          ).map((r) => [r.sha256, r]),
        );
        const fresh = [...new Map(files.filter((f) => !known.has(f.sha256)).map((f) => [f.sha256, f])).values()];
        await assertQuota(
          trx,
          mainId,
          fresh.reduce((n, f) => n + f.size, 0),
        );
        const committed: CommittedFile[] = [];
        for (const f of files) {
          let row = known.get(f.sha256);
          const created = !row;
          if (!row) {
            const key = originalKey(mainId, f.sha256);
            if (!(await storage.exists(key))) {
              await storage.move(f.tmpKey, key);
              placed.push(key);
            }
            row = await insertFileOnce(trx, { ...fileValues(user, f, purpose), storage_key: key });
            known.set(f.sha256, row);
          } else if (row.width === null || (purpose === 'upload' && row.purpose !== 'upload')) {
            // Rows stored before image facts existed get them now; a gallery file handed out by /upload (an
            // avatar, a design) must outlive its gallery images, so it becomes an 'upload' for good.
            const patch = { ...factColumns(mainId, f), ...(purpose === 'upload' ? { purpose } : {}) };
            await updateFile(trx, row.id, patch);
            row = { ...row, ...patch };
            known.set(f.sha256, row);
          }
          committed.push({ row, file: f, created });
        }
        return { committed, extra: await within(trx, committed) };
      } catch (err) {
        await Promise.all(placed.map((k) => storage.delete(k).catch(() => {})));
        throw err;
      }
    });
  } catch (err) {
    await Promise.all(files.map((f) => dropOrphanPreviews(ctx, mainId, f.sha256).catch(() => {})));
    throw err;
  } finally {
    await Promise.all(files.map((f) => storage.delete(f.tmpKey).catch(() => {})));
  }
}

/** Previews of content the seller does not hold (a refused commit). A concurrent upload that loses them regrows them. */
async function dropOrphanPreviews(ctx: AppContext, mainId: number, sha256: string) {
  if (await findOwnFileBySha(ctx.db, mainId, sha256)) return;
  await Promise.all([256, 1024].map((s) => ctx.storage.delete(previewKey(mainId, sha256, s as 256 | 1024))));
}

function writePreviews(ctx: AppContext, mainId: number, f: AnalysedFile) {
  return [
    ctx.storage.put(previewKey(mainId, f.sha256, 256), bufferStream(f.small), { contentType: 'image/webp' }),
    ctx.storage.put(previewKey(mainId, f.sha256, 1024), bufferStream(f.large), { contentType: 'image/webp' }),
  ];
}

const factColumns = (mainId: number, f: AnalysedFile) => ({
  width: f.facts.width,
  height: f.facts.height,
  dpi: f.facts.dpi,
  color_space: f.facts.colorSpace,
  has_alpha: f.facts.hasAlpha ? 1 : 0,
  preview_small_key: previewKey(mainId, f.sha256, 256),
  preview_large_key: previewKey(mainId, f.sha256, 1024),
});

const fileValues = (user: AuthUser, f: AnalysedFile, purpose: FilePurpose) => ({
  main_id: user.mainId,
  uploader_id: user.id,
  file_name: f.fileName,
  mime: f.kind.mime,
  size: f.size,
  sha256: f.sha256,
  purpose,
  created_at: Date.now(),
  ...factColumns(user.mainId, f),
});
