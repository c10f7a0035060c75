import { API, type UploadResult } from '@podbench/contract';
import { request } from '@/shared/request/request';

/**
 * One image to `POST /upload` (not into the gallery: only saved results go there), with upload progress 0–1.
 * The request layer's own `uploadFile` has no progress, hence this one.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return request<UploadResult>({
    url: API.upload,
    method: 'post',
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: 0,
    onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
  });
}
