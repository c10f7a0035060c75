import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../../lib/app-error';
import { headerDimensions } from '../image/header-dimensions';
import { tooManyPixels } from '../image/analyse-image';
import type { Storage } from '../storage/storage';
import { extensionMatches, type FileKind, SNIFF_BYTES, SVG, sniffKind } from './file-kind';
import { formatByteLimit, sanitizeFileName } from './file-name';
import { SvgScanner, SvgTooComplexError, UnsafeSvgError } from './svg-guard';

/** A validated file part, its bytes parked under a temporary storage key until the request commits. */
export interface StagedFile {
  tmpKey: string;
  sha256: string;
  size: number;
  kind: FileKind;
  fileName: string;
}

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

export const UNSUPPORTED_TYPE = '不支持的文件类型，仅支持 PNG、JPEG、WebP、TIFF、SVG';
export const tooLarge = (maxBytes: number) => new AppError(413, `文件超过 ${formatByteLimit(maxBytes)} 上限`);

/**
 * Reads one file part as a stream: the first bytes decide the type before storage is touched, then
 * everything flows to storage while being hashed, counted and (SVG) scanned. Never holds the whole file.
 * A PNG, WebP or JPEG whose header claims more than `maxPixels` is refused before its body is read.
 * On any failure the part's stream is destroyed and nothing stays in storage.
 */
export async function stagePart(storage: Storage, part: MultipartFile, limits: UploadLimits): Promise<StagedFile> {
  const { maxBytes, maxPixels } = limits;
  const it = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let tmpKey: string | null = null;
  try {
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < SNIFF_BYTES) {
      const r = await it.next();
      if (r.done) {
        ended = true;
        break;
      }
      head.push(r.value);
      headBytes += r.value.length;
    }
    const first = Buffer.concat(head);
    if (first.length === 0) throw badRequest(`文件内容为空：${sanitizeFileName(part.filename, 'bin')}`);
    if (part.file.truncated) throw tooLarge(maxBytes);
    const kind = await sniffKind(first.subarray(0, SNIFF_BYTES));
    if (!kind) throw new AppError(415, UNSUPPORTED_TYPE);
    const fileName = sanitizeFileName(part.filename, kind.exts[0]);
    if (!extensionMatches(fileName, kind)) {
      throw new AppError(415, `文件扩展名与内容不符：${fileName} 实际是 ${kind.label} 图片`);
    }
    const dims = headerDimensions(first, kind.mime);
    if (dims && dims.width * dims.height > maxPixels) throw tooManyPixels(fileName, dims.width, dims.height, maxPixels);

    const hash = createHash('sha256');
    const svg = kind === SVG ? new SvgScanner() : null;
    let size = 0;
    const take = (c: Buffer) => {
      hash.update(c);
      size += c.length;
      svg?.push(c);
      return c;
    };
    // A failure inside the body ends the stream early instead of erroring it: the driver then finishes
    // a (partial) object that we delete by key, the same way on disk and S3.
    let failure: unknown = null;
    async function* body() {
      try {
        yield take(first);
        while (!ended) {
          const r = await it.next();
          if (r.done) break;
          yield take(r.value);
        }
        svg?.end();
      } catch (err) {
        failure = err;
      }
    }
    tmpKey = `tmp/upload-${randomUUID()}`;
    await storage.put(tmpKey, Readable.from(body()), { contentType: kind.mime });
    if (failure) throw failure;
    // busboy stops at the limit and ends the stream normally, flagging it truncated.
    if (part.file.truncated) throw tooLarge(maxBytes);
    return { tmpKey, sha256: hash.digest('hex'), size, kind, fileName };
  } catch (err) {
    await it.return?.();
    if (tmpKey) await storage.delete(tmpKey).catch(() => {});
    if (err instanceof UnsafeSvgError) throw new AppError(415, err.message);
    if (err instanceof SvgTooComplexError)
      throw badRequest(`${err.message}：${sanitizeFileName(part.filename, 'svg')}`);
    throw err;
  }
}
