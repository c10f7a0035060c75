import { z } from 'zod';
import { imageType } from './common';

/**
 * POST /open-api/goods/upload-pic (DOC 3001359): multipart/form-data with the text field `image_type` and the
 * `file` blob (JPG/PNG ≤ 3 MB). These are the form's text fields; the file travels beside them.
 */
export const uploadPicForm = z.strictObject({ image_type: z.coerce.number().pipe(imageType) });
export const UPLOAD_PIC_MAX_BYTES = 3 * 1024 * 1024;
export const uploadPicInfo = z.looseObject({
  /** The Shein URL for publishOrEdit `image_url`; may be http:// (official example): used unchanged. */
  image_url: z.string().min(1),
  width: z.number().int().nullish(),
  height: z.number().int().nullish(),
  size: z.number().int().nullish(),
  image_hex_type: z.string().nullish(),
});

/**
 * POST /open-api/goods/transform-pic (DOC 3001360): a public http(s) URL Shein downloads — never a `data:` URI or
 * base64. A failed download still answers code "0", with `transformed: ""` and `failure_reason`.
 */
export const transformPicRequest = z.strictObject({
  image_type: imageType,
  original_url: z.string().regex(/^https?:\/\//i, 'original_url 必须是 Shein 能下载的 http(s) 地址'),
});
export const transformPicInfo = z.looseObject({
  original: z.string(),
  transformed: z.string(),
  failure_reason: z.string().nullish(),
});
