import { z } from 'zod';

export const uploadResult = z.object({
  id: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;
/** Types accepted by `POST /upload`, sniffed from the bytes. */
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/tiff', 'image/svg+xml'] as const;
export const DEFAULT_UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
