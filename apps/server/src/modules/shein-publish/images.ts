import { type TemplateImageRef, templateImageKey } from '@podbench/contract';
import { type SheinImageType, UPLOAD_PIC_MAX_BYTES } from '@podbench/shein';
import { fitImage, type ImageRule } from '../publish-core/image-fit';
import { PublishRefused } from '../publish-core/refused';
import type { SheinShopApi } from './shop-client';

const square = (min: number, max: number, text: string): ImageRule => ({
  ratio: [1, 1],
  minWidth: min,
  minHeight: min,
  maxWidth: max,
  maxBytes: UPLOAD_PIC_MAX_BYTES,
  text,
  target: (w, h) => {
    const side = Math.max(min, Math.min(max, Math.max(w, h)));
    return { width: side, height: side };
  },
});

/**
 * Shein's image slots (DOC 3001359; reference goods.upload-pic.md): main and detail images 1340×1785 or 1:1 between
 * 900 and 2200 px, square 1:1 900–2200, colour block 1:1 80×80, site detail 3:4 > 900; JPG/PNG ≤ 3 MB. Mockups are
 * rendered 1:1 (contained on white, never cropped) before the upload.
 */
export const SHEIN_IMAGE_RULES: Record<SheinImageType, ImageRule> = {
  1: square(900, 2200, 'Shein 主图须为 1:1、900~2200 像素'),
  2: square(900, 2200, 'Shein 细节图须为 1:1、900~2200 像素'),
  5: square(900, 2200, 'Shein 方块图须为 1:1、900~2200 像素'),
  6: square(80, 80, 'Shein 色块图须为 80×80 像素'),
  7: {
    ratio: [3, 4],
    minWidth: 901,
    minHeight: 1202,
    maxBytes: UPLOAD_PIC_MAX_BYTES,
    text: 'Shein 详情图须为 3:4、宽 > 900 像素',
    target: () => ({ width: 1350, height: 1800 }),
  },
};

/**
 * Shein-hosted URLs for the template images a publish needs, one upload-pic per (image, slot type) and shop, kept on
 * the publish (`hosted`, saved after each upload) so a retry uploads nothing twice.
 */
export async function hostSheinImages(
  shop: SheinShopApi,
  images: TemplateImageRef[],
  slots: Array<{ image: number; type: SheinImageType }>,
  hosted: Record<string, string>,
  read: (ref: TemplateImageRef) => Promise<Buffer | null>,
  save: (hosted: Record<string, string>) => Promise<void>,
  gone: string,
): Promise<(image: number, type: SheinImageType) => string> {
  const key = (image: number, type: SheinImageType) => `${templateImageKey(images[image] as TemplateImageRef)}#${type}`;
  for (const s of slots) {
    const k = key(s.image, s.type);
    if (hosted[k]) continue;
    const bytes = await read(images[s.image] as TemplateImageRef).catch(() => null);
    if (!bytes) throw new PublishRefused(gone);
    const fitted = await fitImage(bytes, SHEIN_IMAGE_RULES[s.type]).catch(() => {
      throw new PublishRefused('模板图片无法读取，请在模板中重新选择图片');
    });
    const r = await shop.uploadPic({ imageType: s.type, bytes: fitted });
    hosted[k] = r.image_url;
    await save(hosted);
  }
  return (image, type) => hosted[key(image, type)] as string;
}
