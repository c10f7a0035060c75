import { z } from 'zod';
import { bodyFolderId, galleryImage } from './gallery';

/**
 * Batch background removal (`/BatchRemoval`). A batch is one background job per image; the page polls the batch
 * for per-image progress, compares before and after, and saves chosen results to the gallery as new images.
 */
export const REMOVAL_API = {
  create: '/api/removal/batches',
  batch: '/api/removal/batches/:batchId',
  save: '/api/removal/save',
  /** Signed: `preview.webp` (1024 px) or `result.png` (full size) of a finished task. */
  result: '/api/removal/result/:taskId/:file',
} as const;

export const REMOVAL_MAX_IMAGES = 50;
/** Colour distance (0–100 %) still counted as background; 12 suits flat artwork with JPEG noise. */
export const REMOVAL_DEFAULT_TOLERANCE = 12;

const idList = (what: string) =>
  z
    .array(
      z
        .number({ error: `${what}必须是数字` })
        .int()
        .positive(),
      { error: `${what}不正确` },
    )
    .max(REMOVAL_MAX_IMAGES, `一次最多处理 ${REMOVAL_MAX_IMAGES} 张图片`)
    .default([]);

export const removalOptions = z.object({
  tolerance: z.number().int().min(1, '容差最小为 1').max(60, '容差最大为 60').default(REMOVAL_DEFAULT_TOLERANCE),
  /** Also clear background-coloured areas enclosed by the artwork (inside letters), not only those touching the edge. */
  removeEnclosed: z.boolean().default(false),
});
export type RemovalOptions = z.infer<typeof removalOptions>;

export const removalCreateBody = z
  .object({
    imageIds: idList('图库图片'),
    fileIds: idList('上传文件'),
    options: removalOptions.default({ tolerance: 12, removeEnclosed: false }),
  })
  .refine((b) => b.imageIds.length + b.fileIds.length > 0, { message: '请选择或上传要处理的图片', path: ['imageIds'] })
  .refine((b) => b.imageIds.length + b.fileIds.length <= REMOVAL_MAX_IMAGES, {
    message: `一次最多处理 ${REMOVAL_MAX_IMAGES} 张图片`,
    path: ['imageIds'],
  });
export type RemovalCreateBody = z.input<typeof removalCreateBody>;

export const REMOVAL_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RemovalStatus = (typeof REMOVAL_STATUSES)[number];

export const removalTask = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(REMOVAL_STATUSES),
  progress: z.number().int(),
  /** Why it failed, in words for the seller. */
  error: z.string().nullable(),
  imageId: z.number().int().nullable(),
  fileId: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Signed preview of the original (WebP, 1024 px). */
  beforeUrl: z.string(),
  after: z
    .object({
      /** Signed preview of the result (WebP with alpha, 1024 px) and the full-size PNG. */
      previewUrl: z.string(),
      downloadUrl: z.string(),
      /** Share of pixels made transparent, 0–100. */
      removedPercent: z.number(),
      /** The border was not one flat colour: the result may need checking. */
      uncertain: z.boolean(),
    })
    .nullable(),
  savedImageId: z.number().int().nullable(),
});
export type RemovalTask = z.infer<typeof removalTask>;

export const removalBatch = z.object({
  batchId: z.string(),
  createdAt: z.number().int(),
  /** The options the batch was started with: 重新处理 starts from the same tolerance. */
  options: z.object({ tolerance: z.number().int(), removeEnclosed: z.boolean() }),
  tasks: z.array(removalTask),
});
export type RemovalBatch = z.infer<typeof removalBatch>;
export const removalBatchParam = z.object({ batchId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '批次号不正确') });

export const removalResultParams = z.object({
  taskId: z.coerce.number().int().positive(),
  file: z.enum(['preview.webp', 'result.png']),
});

export const removalSaveBody = z.object({
  taskIds: z
    .array(z.number().int().positive())
    .min(1, '请选择要保存的结果')
    .max(REMOVAL_MAX_IMAGES, `一次最多保存 ${REMOVAL_MAX_IMAGES} 张`),
  folderId: bodyFolderId.default(0),
});
export const removalSaveResult = z.object({
  items: z.array(z.object({ taskId: z.number().int(), image: galleryImage, duplicate: z.boolean() })),
});
export type RemovalSaveResult = z.infer<typeof removalSaveResult>;
