import { z } from 'zod';
import { id, intEnum, okEnvelope } from './common';

/**
 * bg.goods.image.upload.global [PA] — reference api/bg.goods.image.upload.global.md. Every image URL of a listing
 * must come from here (2000158). `image` is sent in the data-URI form of Temu's own example (doc 192 §三.3);
 * whether plain base64 is accepted live is not found, so the product does not send it. Only JPG/PNG pass
 * publishing (2000021), so only those are uploaded.
 */
export const IMAGE_DATA_URI = /^data:image\/(jpeg|jpg|png);base64,./;
/** imageBizType: 0 default, 1 外包装图片 (for `productOuterPackageImageReqs`). */
export const TEMU_IMAGE_BIZ_TYPES = [0, 1] as const;
/** options.sizeMode: 0 原图, 1 800×800, 2 1350×1800. */
export const TEMU_IMAGE_SIZE_MODES = [0, 1, 2] as const;

export const imageUploadGlobalRequestSchema = z.strictObject({
  image: z.string().regex(IMAGE_DATA_URI, '图片须为 data:image/jpeg 或 data:image/png 的 base64'),
  imageBizType: intEnum(TEMU_IMAGE_BIZ_TYPES).optional(),
  options: z
    .strictObject({
      sizeMode: intEnum(TEMU_IMAGE_SIZE_MODES).optional(),
      doIntelligenceCrop: z.boolean().optional(),
      /** Leaf category for cropping; only with doIntelligenceCrop=true. */
      cateId: id.optional(),
      boost: z.boolean().optional(),
    })
    .optional(),
});
/** `imageUrl` is the original (the URL a listing uses); `url` / `urls` carry AI-processed variants. */
export const imageUploadGlobalResultSchema = z.looseObject({
  imageUrl: z.string().min(1),
  url: z.string().nullish(),
  urls: z.array(z.string()).nullish(),
});
export const imageUploadGlobalResponseSchema = okEnvelope(imageUploadGlobalResultSchema);
export type ImageUploadGlobalRequest = z.input<typeof imageUploadGlobalRequestSchema>;
export type ImageUploadGlobalResult = z.output<typeof imageUploadGlobalResultSchema>;
