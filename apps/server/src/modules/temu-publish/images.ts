import { TEMU_IMAGE_RULES } from '@podbench/contract';
import sharp, { type Metadata } from 'sharp';

/** The image rule a listing image must meet (bg.glo.goods.add "Image rules", checked on the original upload). */
export type TemuImageRule = 'apparelPreview' | 'square';

const RULE_TEXT: Record<TemuImageRule, string> = {
  apparelPreview: '服饰类目 SKC 轮播图须为 3:4、宽 ≥ 1340 高 ≥ 1785',
  square: '素材图/非服饰轮播图须为 1:1、宽高 ≥ 800',
};

/** Why `bytes` break `rule`, or null when they meet it: JPG/PNG only, ≤ 2 MB, the ratio, the least size. */
export async function imageRuleProblem(bytes: Buffer, rule: TemuImageRule): Promise<string | null> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return '图片无法读取';
  }
  const r = TEMU_IMAGE_RULES[rule];
  if (meta.format !== 'jpeg' && meta.format !== 'png') return '图片格式只允许 JPG、PNG';
  if (bytes.length > TEMU_IMAGE_RULES.maxBytes) return '图片须 ≤ 2 MB';
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w * r.ratio[1] !== h * r.ratio[0]) return `${RULE_TEXT[rule]}（现为 ${w}×${h}）`;
  if (w < r.minWidth || h < r.minHeight) return `${RULE_TEXT[rule]}（现为 ${w}×${h}）`;
  return null;
}

/** The size a fitted image gets: the rule's ratio, at least its minimum, at most about 2000 px on the long side. */
function targetSize(rule: TemuImageRule, w: number, h: number) {
  if (rule === 'apparelPreview') {
    // 3:4 exactly; 1350 × 1800 is Temu's own size mode 2.
    const k = Math.max(450, Math.min(600, Math.ceil(Math.max(w / 3, h / 4))));
    return { width: 3 * k, height: 4 * k };
  }
  const side = Math.max(800, Math.min(1600, Math.max(w, h)));
  return { width: side, height: side };
}

/**
 * A mockup rendered to meet `rule`: contained (never cropped) on white at the rule's ratio and size, as JPEG at the
 * best quality that stays ≤ 2 MB. Already-fitting JPG/PNG images are kept as they are.
 */
export async function fitImage(bytes: Buffer, rule: TemuImageRule): Promise<Buffer> {
  if ((await imageRuleProblem(bytes, rule)) === null) return bytes;
  const meta = await sharp(bytes).metadata();
  const { width, height } = targetSize(rule, meta.width ?? 0, meta.height ?? 0);
  const canvas = await sharp(bytes)
    .rotate()
    .resize({ width, height, fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .toBuffer();
  for (const quality of [90, 82, 74, 66, 58, 50]) {
    const out = await sharp(canvas).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (out.length <= TEMU_IMAGE_RULES.maxBytes) return out;
  }
  return sharp(canvas).jpeg({ quality: 40 }).toBuffer();
}

/** The data-URI form bg.goods.image.upload.global takes (JPEG/PNG). */
export async function dataUri(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return `data:image/${meta.format === 'png' ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}`;
}
