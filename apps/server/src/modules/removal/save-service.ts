import { randomUUID } from 'node:crypto';
import type { RemovalSaveResult } from '@podbench/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { type AnalysedFile, analyseStaged } from '../file/analyse-staged';
import { commitFiles } from '../file/commit-files';
import { PNG } from '../file/file-kind';
import { sanitizeFileName } from '../file/file-name';
import { present } from '../gallery/image-service';
import type { ImageRow } from '../gallery/image-repository';
import { placeInGallery } from '../gallery/upload-service';
import type { AuthUser } from '../session/service';
import { TMP_PREFIX } from '../storage/storage';
import { type RemovalResult, removalPayload, resultKey } from './keys';
import { findTasks, setTaskResult } from './repository';
import { parseResult } from './service';

/** "logo.jpg" → "logo-抠图.png" */
const resultName = (name: string) => sanitizeFileName(`${name.replace(/\.[^.]*$/, '')}-抠图.png`, 'png');

/**
 * Saves finished results to the gallery as new images (source 'removal', pointing at the image they came from),
 * through the upload path: staged copy, analysis, quota, dedupe. The originals are untouched.
 */
export async function saveResults(
  ctx: AppContext,
  user: AuthUser,
  taskIds: number[],
  folderId: number,
): Promise<RemovalSaveResult> {
  const mainId = user.mainId;
  const tasks = await findTasks(ctx.db, mainId, [...new Set(taskIds)]);
  const done = tasks.map((t) => ({ t, result: parseResult(t) }));
  if (!done.length || done.some((d) => !d.result)) throw badRequest('只能保存已处理完成的图片');
  const staged: AnalysedFile[] = [];
  try {
    for (const { t, result } of done) {
      const obj = await ctx.storage.get(resultKey(mainId, Number(t.id)));
      if (!obj) throw badRequest('处理结果已过期，请重新处理');
      const tmpKey = `${TMP_PREFIX}removal-${randomUUID()}`;
      await ctx.storage.put(tmpKey, obj.body, { contentType: 'image/png', size: obj.size });
      const name = resultName(removalPayload.parse(JSON.parse(t.payload)).name);
      staged.push(
        await analyseStaged(ctx, { tmpKey, sha256: result!.sha256, size: result!.size, kind: PNG, fileName: name }),
      );
    }
  } catch (err) {
    await Promise.all(staged.map((s) => ctx.storage.delete(s.tmpKey).catch(() => {})));
    throw err;
  }
  const { extra } = await commitFiles(ctx, user, staged, 'gallery', async (trx, committed) => {
    const placed: Array<{ row: ImageRow; duplicate: boolean }> = [];
    for (const [i, c] of committed.entries()) {
      const source = { kind: 'removal' as const, imageId: removalPayload.parse(JSON.parse(done[i].t.payload)).imageId };
      placed.push(...(await placeInGallery(trx, user, [c], folderId, source)));
    }
    for (const [i, p] of placed.entries()) {
      const saved: RemovalResult = { ...done[i].result!, savedImageId: Number(p.row.id) };
      await setTaskResult(trx, Number(done[i].t.id), JSON.stringify(saved));
    }
    return placed;
  });
  const images = await present(
    ctx,
    mainId,
    extra.map((e) => e.row),
  );
  return { items: images.map((image, i) => ({ taskId: Number(done[i].t.id), image, duplicate: extra[i].duplicate })) };
}
