import sharp, { type Metadata } from 'sharp';

/**
 * A marketplace's rule for one image slot: JPG/PNG, a byte cap, an aspect ratio and a size range. Both adapters
 * (Temu's listing images, Shein's SKC image slots) fit mockups with it before any upload.
 */
export interface ImageRule {
  /** Width : height, e.g. [3, 4] or [1, 1]. */
  ratio: readonly [number, number];
  minWidth: number;
  minHeight: number;
  /** Largest width allowed (Shein's square slots stop at 2200 px); none = any. */
  maxWidth?: number;
  maxBytes: number;
  /** Chinese, for the seller: what the slot needs. */
  text: string;
  /** The size a fitted image gets from the source's size. */
  target(w: number, h: number): { width: number; height: number };
}

/** Why `bytes` break `rule`, or null when they meet it. */
export async function imageRuleProblem(bytes: Buffer, rule: ImageRule): Promise<string | null> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return '图片无法读取';
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') return '图片格式只允许 JPG、PNG';
  if (bytes.length > rule.maxBytes) return `图片须 ≤ ${Math.round(rule.maxBytes / 1024 / 1024)} MB`;
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  const sized = w >= rule.minWidth && h >= rule.minHeight && (rule.maxWidth === undefined || w <= rule.maxWidth);
  if (w * rule.ratio[1] !== h * rule.ratio[0] || !sized) return `${rule.text}（现为 ${w}×${h}）`;
  return null;
}

/**
 * A mockup rendered to meet `rule`: contained (never cropped) on white at the rule's ratio and size, as JPEG at the
 * best quality that stays under the byte cap. Images that already fit are kept as they are.
 */
export async function fitImage(bytes: Buffer, rule: ImageRule): Promise<Buffer> {
  if ((await imageRuleProblem(bytes, rule)) === null) return bytes;
  const meta = await sharp(bytes).metadata();
  const { width, height } = rule.target(meta.width ?? 0, meta.height ?? 0);
  const canvas = await sharp(bytes)
    .rotate()
    .resize({ width, height, fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .toBuffer();
  for (const quality of [90, 82, 74, 66, 58, 50]) {
    const out = await sharp(canvas).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (out.length <= rule.maxBytes) return out;
  }
  return sharp(canvas).jpeg({ quality: 40 }).toBuffer();
}
