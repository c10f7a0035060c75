import { GALLERY_API, type GalleryUploadResult } from '@podbench/contract';
import { request } from '@/shared/request/request';

/**
 * One file to the gallery (`file` + `folderId`), reporting upload progress 0–1. One request per file, so each
 * file has its own progress and its own outcome; the upload queue invalidates the gallery when it drains.
 */
export function uploadImage(
  file: File,
  folderId: number,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('folderId', String(folderId));
  form.append('file', file);
  return request<GalleryUploadResult>({
    url: GALLERY_API.upload,
    method: 'post',
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    signal,
    // No timeout: a 50 MB file on a slow line takes longer than the API's 3 minutes.
    timeout: 0,
    onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
  });
}
