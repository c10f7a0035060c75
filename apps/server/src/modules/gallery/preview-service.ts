import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { bufferStream, decodableSource } from '../file/analyse-staged';
import { type PreviewSize, previewKey } from '../file/preview-keys';
import { findOwnFileBySha } from '../file/repository';
import { analyseImage } from '../image/analyse-image';
import { svgTurn } from '../image/svg-decoder';

/**
 * A preview's bytes. Previews are derived data: one that is missing (an interrupted upload's cleanup, a storage
 * migration) is rebuilt from the original and stored again, so the URL keeps working.
 */
export async function readPreview(
  ctx: AppContext,
  mainId: number,
  sha256: string,
  size: PreviewSize,
): Promise<{ body: Readable; size: number } | null> {
  const key = previewKey(mainId, sha256, size);
  const stored = await ctx.storage.get(key);
  if (stored) return stored;
  const file = await findOwnFileBySha(ctx.db, mainId, sha256);
  if (!file || !(await ctx.storage.exists(file.storage_key))) return null;
  const source = await decodableSource(ctx.storage, file.storage_key);
  const a = await analyseImage(source, file.mime, file.file_name, Number.MAX_SAFE_INTEGER, svgTurn(ctx, mainId));
  await Promise.all([
    ctx.storage.put(previewKey(mainId, sha256, 256), bufferStream(a.small), { contentType: 'image/webp' }),
    ctx.storage.put(previewKey(mainId, sha256, 1024), bufferStream(a.large), { contentType: 'image/webp' }),
  ]);
  const bytes = size === 256 ? a.small : a.large;
  return { body: bufferStream(bytes), size: bytes.length };
}
