/** Where a task's results live until they expire (7 days after the task finished) or are saved to the gallery. */
export const resultKey = (mainId: number, taskId: number) => `rm/${mainId}/${taskId}.png`;
export const resultPreviewKey = (mainId: number, taskId: number) => `rm/${mainId}/${taskId}-1024.webp`;

export const REMOVAL_KIND = 'removal';
export const RESULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface RemovalPayload {
  fileId: number;
  imageId: number | null;
  name: string;
  sha256: string;
  width: number;
  height: number;
  tolerance: number;
  removeEnclosed: boolean;
}

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
