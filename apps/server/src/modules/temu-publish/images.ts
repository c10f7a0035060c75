import { TEMU_IMAGE_RULES } from '@podbench/contract';
import sharp from 'sharp';
import { fitImage as fitToRule, type ImageRule, imageRuleProblem as coreProblem } from '../publish-core/image-fit';

/** The image rule a listing image must meet (bg.glo.goods.add "Image rules", checked on the original upload). */
export type TemuImageRule = 'apparelPreview' | 'square';

/** Temu's slots as the core's image rules: JPG/PNG, ≤ 2 MB, the ratio and the least size. */
const RULES: Record<TemuImageRule, ImageRule> = {
  apparelPreview: {
    ...TEMU_IMAGE_RULES.apparelPreview,
    maxBytes: TEMU_IMAGE_RULES.maxBytes,
    text: '服饰类目 SKC 轮播图须为 3:4、宽 ≥ 1340 高 ≥ 1785',
    // 3:4 exactly; 1350 × 1800 is Temu's own size mode 2.
    target: (w, h) => {
      const k = Math.max(450, Math.min(600, Math.ceil(Math.max(w / 3, h / 4))));
      return { width: 3 * k, height: 4 * k };
    },
  },
  square: {
    ...TEMU_IMAGE_RULES.square,
    maxBytes: TEMU_IMAGE_RULES.maxBytes,
    text: '素材图/非服饰轮播图须为 1:1、宽高 ≥ 800',
    target: (w, h) => {
      const side = Math.max(800, Math.min(1600, Math.max(w, h)));
      return { width: side, height: side };
    },
  },
};

/** Why `bytes` break `rule`, or null when they meet it. */
export const imageRuleProblem = (bytes: Buffer, rule: TemuImageRule) => coreProblem(bytes, RULES[rule]);

/** A mockup rendered to meet `rule` (contained on white, JPEG ≤ 2 MB); already-fitting images are kept. */
export const fitImage = (bytes: Buffer, rule: TemuImageRule) => fitToRule(bytes, RULES[rule]);

/** The data-URI form bg.goods.image.upload.global takes (JPEG/PNG). */
export async function dataUri(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return `data:image/${meta.format === 'png' ? 'png' : 'jpeg'};base64,${bytes.toString('base64')}`;
}
