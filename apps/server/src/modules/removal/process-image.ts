import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../../lib/app-error';
import { createSemaphore } from '../../lib/semaphore';
import { PREVIEW_LARGE } from '../image/analyse-image';
import { removeBackground } from './engine';

export interface RemovalOutput {
  /** Full size, RGBA, the original's DPI kept. */
  png: Buffer;
  /** WebP with alpha, long side 1024 px, for the before/after comparison. */
  preview: Buffer;
  width: number;
  height: number;
  removedPercent: number;
  uncertain: boolean;
}

// A 24-megapixel image needs ~100 MB of RGBA plus the engine's masks: one at a time per process.
const slot = createSemaphore(1);

/**
 * Decodes the original (orientation applied, 8-bit sRGB + alpha), removes its background and encodes the result.
 * PNG level 3 without adaptive filtering: several times faster than the default and still lossless.
 */
export function processImage(
  source: string | Buffer,
  opts: { tolerance: number; removeEnclosed: boolean; maxPixels: number; density?: number },
  progress: (percent: number) => void,
): Promise<RemovalOutput> {
  return slot(async () => {
    let raw: { data: Buffer; info: OutputInfo };
    try {
      raw = await sharp(source, { limitInputPixels: opts.maxPixels, failOn: 'error' })
        .rotate()
        .toColourspace('srgb')
        .ensureAlpha()
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new AppError(415, '图片无法读取，不能处理');
    }
    const { width, height } = raw.info;
    progress(20);
    const pixels = new Uint8Array(raw.data.buffer, raw.data.byteOffset, raw.data.length);
    const r = removeBackground(pixels, width, height, {
      tolerance: opts.tolerance,
      removeEnclosed: opts.removeEnclosed,
      onProgress: (p) => progress(20 + p * 0.65),
    });
    const rawInput = { raw: { width, height, channels: 4 as const } };
    const out = sharp(Buffer.from(r.rgba.buffer, r.rgba.byteOffset, r.rgba.length), rawInput);
    const [png, preview] = await Promise.all([
      (opts.density ? out.clone().withMetadata({ density: opts.density }) : out.clone())
        .png({ compressionLevel: 3, adaptiveFiltering: false })
        .toBuffer(),
      out
        .clone()
        .resize(PREVIEW_LARGE, PREVIEW_LARGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85, alphaQuality: 90, effort: 2 })
        .toBuffer(),
    ]);
    progress(95);
    return { png, preview, width, height, removedPercent: r.removedPercent, uncertain: r.uncertain };
  });
}
