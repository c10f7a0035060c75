import type { GalleryImage } from '@podbench/contract';

const SPACES: Record<string, string> = {
  srgb: 'sRGB',
  rgb: 'RGB',
  rgb16: 'RGB（16 位）',
  scrgb: 'scRGB',
  cmyk: 'CMYK',
  'b-w': '灰度',
  grey16: '灰度（16 位）',
  lab: 'Lab',
};
const FORMATS: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/tiff': 'TIFF',
  'image/svg+xml': 'SVG',
};

export const colourSpaceLabel = (space: string) => SPACES[space] ?? (space ? space.toUpperCase() : '未知');
export const formatLabel = (mime: string) => FORMATS[mime] ?? mime;
export const pixelsLabel = (img: Pick<GalleryImage, 'width' | 'height'>) => `${img.width} × ${img.height} 像素`;

/** The print size the declared DPI gives, in cm with one decimal: what a seller checks against a print area. */
export function printSizeLabel(img: Pick<GalleryImage, 'width' | 'height' | 'dpi'>): string | null {
  if (!img.dpi) return null;
  const cm = (px: number) => ((px / img.dpi!) * 2.54).toFixed(1);
  return `${cm(img.width)} × ${cm(img.height)} cm（${img.dpi} DPI）`;
}

/** Whole days left before an image in the recycle bin is deleted for good. */
export const daysLeft = (purgeAt: number | null, now = Date.now()) =>
  purgeAt === null ? null : Math.max(0, Math.ceil((purgeAt - now) / 86_400_000));
