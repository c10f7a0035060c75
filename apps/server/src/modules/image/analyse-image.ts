import sharp, { type Metadata } from 'sharp';
import { AppError, badRequest } from '../../lib/app-error';
import { createSemaphore } from '../../lib/semaphore';
import { type SvgDecoder, type SvgDecodeTurn, SvgDecodeTimeout } from './svg-decoder';

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
 * SVGs are rendered by `svg.decoder` instead, within its time budget (see `svg-decoder.ts`).
 */
export function analyseImage(
  source: string | Buffer,
  mime: string,
  name: string,
  maxPixels: number,
  svg: SvgDecodeTurn,
): Promise<AnalysedImage> {
  if (mime === 'image/svg+xml') return analyseSvg(source, name, maxPixels, svg);
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
    try {
      const large = await sharp(source, { limitInputPixels: maxPixels, failOn: 'error' })
        .timeout({ seconds: 120 })
        .rotate()
        .resize(PREVIEW_LARGE, PREVIEW_LARGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
      const facts = {
        width,
        height,
        dpi: meta.density ? Math.round(meta.density) : null,
        colorSpace: meta.space ?? '',
      };
      return await finish(large, facts, Boolean(meta.hasAlpha));
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels(name, width, height, maxPixels);
      throw unreadable(name);
    }
  });
}

/** The small preview and the transparency, from the large preview (already raster, small). */
async function finish(large: Buffer, facts: Omit<ImageFacts, 'hasAlpha'>, hasAlpha: boolean): Promise<AnalysedImage> {
  const small = await sharp(large)
    .resize(PREVIEW_SMALL, PREVIEW_SMALL, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  // Judged on the 1024 px preview (its alpha is lossless): cheap, and what the grid shows on a checkerboard.
  const transparent = hasAlpha ? !(await sharp(large).stats()).isOpaque : false;
  return { facts: { ...facts, hasAlpha: transparent }, large, small };
}

export const svgTooSlow = (name: string, timeoutMs: number) =>
  badRequest(
    `SVG 文件过于复杂，${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} 秒` : `${timeoutMs} 毫秒`}内未能完成解析，请简化后再上传：${name}`,
  );

async function analyseSvg(source: string | Buffer, name: string, maxPixels: number, svg: SvgDecodeTurn) {
  let r: Awaited<ReturnType<SvgDecoder['decode']>>;
  try {
    r = await svg.decoder.decode(svg.owner, source, maxPixels, PREVIEW_LARGE);
  } catch (err) {
    if (err instanceof SvgDecodeTimeout) throw svgTooSlow(name, svg.timeoutMs);
    throw unreadable(name);
  }
  if ('error' in r) {
    throw r.error === 'pixels' ? tooManyPixels(name, r.width, r.height, maxPixels) : unreadable(name);
  }
  try {
    return await finish(r.large, { width: r.width, height: r.height, dpi: null, colorSpace: r.space }, r.hasAlpha);
  } catch {
    throw unreadable(name);
  }
}
