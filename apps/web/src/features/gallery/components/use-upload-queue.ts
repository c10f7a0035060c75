import { DEFAULT_UPLOAD_LIMIT_BYTES } from '@podbench/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { GALLERY_KEYS } from '../api/gallery-keys';
import { uploadImage } from '../api/upload-image';

export type UploadStatus = 'waiting' | 'uploading' | 'processing' | 'done' | 'duplicate' | 'error';
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** 0–100, of the bytes sent. */
  progress: number;
  status: UploadStatus;
  message?: string;
}

const ACCEPTED = /\.(png|jpe?g|jpe|jfif|webp|tiff?|svg)$/i;
export const ACCEPT_ATTR =
  '.png,.jpg,.jpeg,.webp,.tif,.tiff,.svg,image/png,image/jpeg,image/webp,image/tiff,image/svg+xml';
const PARALLEL = 3;
let seq = 0;

/**
 * The upload queue: one request per file (so each has its own progress bar and outcome), three at a time.
 * Obvious mistakes (type by name, size) are caught before sending; the server still decides. The gallery is
 * refreshed as files land, at most every 1.5 s, and once more when the queue drains.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const pending = useRef<Array<{ key: string; file: File; folderId: number }>>([]);
  const running = useRef(0);
  const lastRefresh = useRef(0);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const refresh = useCallback(
    (force: boolean) => {
      if (!force && Date.now() - lastRefresh.current < 1500) return;
      lastRefresh.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all });
    },
    [queryClient],
  );

  const pump = useCallback(() => {
    while (running.current < PARALLEL && pending.current.length) {
      const job = pending.current.shift()!;
      running.current++;
      patch(job.key, { status: 'uploading' });
      uploadImage(job.file, job.folderId, (f) =>
        patch(job.key, { progress: Math.round(f * 100), status: f >= 1 ? 'processing' : 'uploading' }),
      )
        .then(
          (r) => {
            const item = r.items[0];
            patch(job.key, {
              progress: 100,
              status: item?.duplicate ? 'duplicate' : 'done',
              message: item?.duplicate ? `图库中已有相同图片「${item.image.name}」` : undefined,
            });
          },
          (err: Error) => patch(job.key, { status: 'error', message: err.message }),
        )
        .finally(() => {
          running.current--;
          const idle = running.current === 0 && pending.current.length === 0;
          refresh(idle);
          pump();
        });
    }
  }, [patch, refresh]);

  const add = useCallback(
    (files: File[], folderId: number) => {
      const added: UploadItem[] = files.map((file) => {
        const key = `u${++seq}`;
        const base = { key, name: file.name, size: file.size, progress: 0 };
        if (!ACCEPTED.test(file.name))
          return { ...base, status: 'error', message: '不支持的文件类型，仅支持 PNG、JPEG、WebP、TIFF、SVG' };
        if (file.size > DEFAULT_UPLOAD_LIMIT_BYTES) {
          return { ...base, status: 'error', message: `文件超过 ${formatFileSize(DEFAULT_UPLOAD_LIMIT_BYTES)} 上限` };
        }
        pending.current.push({ key, file, folderId });
        return { ...base, status: 'waiting' };
      });
      setItems((list) => [...added, ...list]);
      pump();
    },
    [pump],
  );

  const clearFinished = useCallback(
    () => setItems((list) => list.filter((i) => ['waiting', 'uploading', 'processing'].includes(i.status))),
    [],
  );
  const active = items.some((i) => ['waiting', 'uploading', 'processing'].includes(i.status));
  return { items, add, clearFinished, active };
}
