import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import { createSemaphore } from '../../lib/semaphore';

/** What the gallery records about an image. Width and height are as displayed (EXIF orientation applied). */
export interface ImageFacts {
  width: number;
  height: number;
  /** Pixels per inch from the file (PNG pHYs, JFIF/EXIF, TIFF); null when it says nothing, and for SVG. */
  dpi: number | null;
  /** libvips' interpretation: 'srgb', 'cmyk', 'b-w', 'rgb16', 'grey16', 'lab' … */
  colorSpace: string;
  /** Some pixel is (partly) transparent; an alpha channel that is opaque everywhere does not count. */
  hasAlpha: boolean;
}

export interface AnalysedImage {
  facts: ImageFacts;
  /** WebP, longest side at most 1024 px (never enlarged), orientation applied. */
  large: Buffer;
  /** WebP, longest side at most 256 px. */
  small: Buffer;
}

export const PREVIEW_LARGE = 1024;
export const PREVIEW_SMALL = 256;

// Decoding holds the whole pixel buffer: a 24-megapixel RGBA image is ~100 MB. Two at a time per process
// keeps a burst of uploads from exhausting memory; libvips still uses every core inside each.
const decodeSlot = createSemaphore(2);

export const tooManyPixels = (name: string, width: number, height: number, maxPixels: number) =>
  new AppError(
    413,
    `图片尺寸过大（${width}×${height} 像素），单张最多 ${Math.floor(maxPixels / 1e6)} 百万像素：${name}`,
  );
const unreadable = (name: string) => new AppError(415, `图片文件已损坏或无法读取：${name}`);

/**
 * Reads the header, refuses images with more than `maxPixels` before decoding a single pixel, then decodes
 * once for the 1024 px preview and derives the 256 px one from it. `source` is a file path or the bytes.
 */
export function analyseImage(source: string | Buffer, mime: string, name: string, maxPixels: number) {
  return decodeSlot(async (): Promise<AnalysedImage> => {
    let meta: Metadata;
    try {
      meta = await sharp(source, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable(name);
    }
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height) throw unreadable(name);
    if (width * height > maxPixels) throw tooManyPixels(name, width, height, maxPixels);
    const svg = mime === 'image/svg+xml';
    // An SVG renders at 72 DPI by default; render it at the density that makes its long side the preview size.
    const density = svg ? Math.min(72 * 64, Math.max(1, (72 * PREVIEW_LARGE) / Math.max(width, height))) : undefined;
    try {
      const large = await sharp(source, { limitInputPixels: maxPixels, density, failOn: 'error' })
        .timeout({ seconds: 120 })
        .rotate()
        .resize(PREVIEW_LARGE, PREVIEW_LARGE, { fit: 'inside', withoutEnlargement: !svg })
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
      const small = await sharp(large)
        .resize(PREVIEW_SMALL, PREVIEW_SMALL, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      // Judged on the 1024 px preview (its alpha is lossless): cheap, and what the grid shows on a checkerboard.
      const transparent = meta.hasAlpha ? !(await sharp(large).stats()).isOpaque : false;
      const facts: ImageFacts = {
        width,
        height,
        dpi: !svg && meta.density ? Math.round(meta.density) : null,
        colorSpace: meta.space ?? '',
        hasAlpha: transparent,
      };
      return { facts, large, small };
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels(name, width, height, maxPixels);
      throw unreadable(name);
    }
  });
}
