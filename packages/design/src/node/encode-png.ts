import sharp from 'sharp';

export interface EncodePngOptions {
  /** Written as pHYs; omitted when undefined. */
  dpi?: number;
  /** zlib level. 3 is the measured sweet spot for print files: ~2× faster than 6 for ~30% more bytes. */
  level?: number;
}

/**
 * Encodes premultiplied RGBA (what `Canvas.data()` returns, without the copy-and-convert that getImageData does)
 * as an 8-bit RGBA PNG with its DPI in pHYs. Why not the canvas's own encoder: on a 4500×5400 print file it spends
 * ~5 s on adaptive filtering and deflate level 6. libvips un-premultiplies and encodes (filter None, zlib level 3)
 * off the event loop in about half a second, and the file comes out smaller than our earlier JS encoder's.
 */
export async function encodePremultipliedPng(
  pixels: Uint8Array,
  width: number,
  height: number,
  options: EncodePngOptions = {},
): Promise<Buffer> {
  if (pixels.length !== width * height * 4) throw new Error('像素数据与尺寸不符');
  const image = sharp(pixels, { raw: { width, height, channels: 4, premultiplied: true } }).png({
    compressionLevel: options.level ?? 3,
    adaptiveFiltering: false,
  });
  return (options.dpi === undefined ? image : image.withMetadata({ density: options.dpi })).toBuffer();
}
