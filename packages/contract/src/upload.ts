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

/**
 * `POST /upload` answers `data: UploadResult` for one file part (what the spec's single-file callers
 * expect) and `data: { files: UploadResult[] }` only when the request carried more than one file.
 */
export const uploadResults = z.object({ files: z.array(uploadResult) });
export type UploadResults = z.infer<typeof uploadResults>;
export const uploadResponse = z.union([uploadResult, uploadResults]);
export type UploadResponse = z.infer<typeof uploadResponse>;

/**
 * `GET /api/file/:id`: the owner's download, with the session in the Authorization header. Never a session token in a
 * URL: an `<img src>` gets a signed link instead (avatars: `GET /api/file/avatar/:mainId/:fileId?e=&s=`).
 */
export const fileIdParam = z.object({
  id: z.coerce.number({ error: '文件 id 必须是数字' }).int('文件 id 必须是整数').positive('文件 id 不正确'),
});
export const avatarParams = z.object({
  mainId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  fileId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
