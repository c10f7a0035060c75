import { z } from 'zod';
import { jobKind } from '../../jobs/definition';

/** Where a task's results live until they expire (7 days after the task finished) or are saved to the gallery. */
export const resultKey = (mainId: number, taskId: number) => `rm/${mainId}/${taskId}.png`;
export const resultPreviewKey = (mainId: number, taskId: number) => `rm/${mainId}/${taskId}-1024.webp`;

export const REMOVAL_KIND = 'removal';
export const RESULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const removalPayload = z.object({
  fileId: z.number().int(),
  imageId: z.number().int().nullable(),
  name: z.string(),
  sha256: z.string(),
  width: z.number(),
  height: z.number(),
  tolerance: z.number(),
  removeEnclosed: z.boolean(),
});
export type RemovalPayload = z.infer<typeof removalPayload>;

/** One image of a batch: CPU-heavy image work, in the image lane (one running per seller at a time). */
export const REMOVAL_JOB = jobKind({ kind: REMOVAL_KIND, payload: removalPayload, lane: 'image', maxAttempts: 2 });

export interface RemovalResult {
  width: number;
  height: number;
  removedPercent: number;
  uncertain: boolean;
  /** Of the result PNG. */
  sha256: string;
  size: number;
  savedImageId?: number;
}
