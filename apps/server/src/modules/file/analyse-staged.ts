import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { type AnalysedImage, analyseImage } from '../image/analyse-image';
import { svgTurn } from '../image/svg-decoder';
import type { Storage } from '../storage/storage';
import type { StagedFile } from './stage-part';

export type AnalysedFile = StagedFile & AnalysedImage;

/** The object's bytes for the decoder: a path on disk, else the whole object (sharp buffers streams anyway). */
export async function decodableSource(storage: Storage, key: string): Promise<string | Buffer> {
  if (storage.localPath) return storage.localPath(key);
  const obj = await storage.get(key);
  if (!obj) throw new Error(`staged object missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const c of obj.body as Readable) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Facts and previews of a staged upload, read back from storage (never from the request's memory). `owner` is the
 * seller (main account) it belongs to: SVG renders take turns by seller.
 */
export async function analyseStaged(ctx: AppContext, s: StagedFile, owner = 0): Promise<AnalysedFile> {
  const source = await decodableSource(ctx.storage, s.tmpKey);
  const a = await analyseImage(source, s.kind.mime, s.fileName, ctx.config.storage.maxPixels, svgTurn(ctx, owner));
  return { ...s, ...a };
}

export const bufferStream = (b: Buffer) => Readable.from([b]);
