import { API, type UploadResult } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../request/request';

/** `POST /upload`, multipart field `file`. */
export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.upload<UploadResult>(API.upload, form);
}

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });
