import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { findOwnFile } from '../file/repository';
import { findImages } from './image-repository';

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'image/svg+xml': 'svg',
};

/** The image's name with an extension that matches its bytes, so the file opens where it lands. */
export function downloadName(name: string, mime: string): string {
  const ext = EXT[mime] ?? 'bin';
  const dot = name.lastIndexOf('.');
  const has = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (has === ext || (ext === 'jpg' && has === 'jpeg') || (ext === 'tif' && has === 'tiff')) return name;
  return `${name}.${ext}`;
}

/** `a.png`, `a (2).png` … within one archive. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A ZIP of the seller's live images, streamed: entries are opened one at a time while the archive flows out, so
 * neither the archive nor two originals are ever in memory together. Originals are stored, not recompressed.
 */
export async function zipImages(ctx: AppContext, mainId: number, ids: number[]): Promise<ZipArchive> {
  const rows = await findImages(ctx.db, mainId, ids, { trash: false });
  if (!rows.length) throw notFound('图片不存在或已删除');
  const zip = new ZipArchive({ zlib: { level: 1 } });
  const taken = new Set<string>();
  const fill = async () => {
    for (const row of rows) {
      const file = await findOwnFile(ctx.db, mainId, Number(row.file_id));
      const obj = file ? await ctx.storage.get(file.storage_key) : null;
      if (!obj) continue;
      const name = uniqueName(downloadName(row.name, row.mime), taken);
      zip.append(obj.body, { name, date: new Date(Number(row.created_at)), store: row.mime !== 'image/svg+xml' });
      await once(zip, 'entry');
    }
    await zip.finalize();
  };
  fill().catch((err: unknown) => zip.destroy(err instanceof Error ? err : new Error(String(err))));
  return zip;
}
