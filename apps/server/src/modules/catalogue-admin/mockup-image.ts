import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MOCKUP_MAX_SIDE } from '@podbench/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { badRequest } from '../../lib/app-error';
import { catalogueKey } from '../catalogue/asset-key';
import { headerDimensions } from '../image/header-dimensions';
import type { Storage } from '../storage/storage';

const MIN_SIDE = 200;
const THUMB = { width: 480, height: 640 } as const;
const ACCEPTED: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface MockupImage {
  width: number;
  height: number;
  imageKey: string;
  thumbKey: string;
}

const nameOf = (bytes: Buffer, ext: 'jpg' | 'png') => `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;

/** Content-addressed: the name is the bytes' hash, so an object already there is the same object. */
async function put(storage: Storage, bytes: Buffer, ext: 'jpg' | 'png'): Promise<string> {
  const key = catalogueKey(nameOf(bytes, ext));
  if (!(await storage.exists(key))) {
    await storage.put(key, Readable.from(bytes), {
      contentType: ext === 'png' ? 'image/png' : 'image/jpeg',
      size: bytes.length,
    });
  }
  return key;
}

/**
 * An operator's photo as a catalogue asset: the type sniffed from its bytes (never its name), the size read from
 * the header before decoding, then decoded once, turned upright (EXIF), flattened on white and stored as a JPEG
 * plus a 480 px thumbnail under `catalogue/<sha256>.jpg` — the names the public asset route serves.
 */
export async function storeMockupPhoto(storage: Storage, bytes: Buffer): Promise<MockupImage> {
  const ft = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  const mime = ft ? ACCEPTED[ft.ext] : undefined;
  if (!mime)
    throw badRequest(`样机图只支持 JPEG、PNG、WebP，该文件是${ft ? ` ${ft.ext.toUpperCase()} ` : '无法识别的'}格式`);
  const head = headerDimensions(bytes.subarray(0, 64 * 1024), mime);
  if (head && Math.max(head.width, head.height) > MOCKUP_MAX_SIDE) {
    throw badRequest(`样机图最长边不能超过 ${MOCKUP_MAX_SIDE} 像素（该图 ${head.width}×${head.height}）`);
  }
  let image: { data: Buffer; info: OutputInfo };
  try {
    image = await sharp(bytes, { limitInputPixels: MOCKUP_MAX_SIDE * MOCKUP_MAX_SIDE })
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest('图片已损坏或无法解码，请换一张');
  }
  const { width, height } = image.info;
  if (Math.max(width, height) > MOCKUP_MAX_SIDE) {
    throw badRequest(`样机图最长边不能超过 ${MOCKUP_MAX_SIDE} 像素（该图 ${width}×${height}）`);
  }
  if (Math.min(width, height) < MIN_SIDE) {
    throw badRequest(`样机图太小：最短边至少 ${MIN_SIDE} 像素（该图 ${width}×${height}）`);
  }
  const thumb = await sharp(image.data)
    .resize(THUMB.width, THUMB.height, { fit: 'inside' })
    .jpeg({ quality: 82 })
    .toBuffer();
  const [imageKey, thumbKey] = await Promise.all([put(storage, image.data, 'jpg'), put(storage, thumb, 'jpg')]);
  return { width, height, imageKey, thumbKey };
}

/** A white light/shadow map (white = a design unchanged) for a photographed view of this size. */
export async function storeNeutralShading(storage: Storage, width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return put(storage, png, 'png');
}
