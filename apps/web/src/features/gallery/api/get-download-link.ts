import { GALLERY_API } from '@podbench/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** A signed URL (5 minutes) of a ZIP the server streams: the browser downloads it itself, straight to disk. */
export const getDownloadLink = (ids: number[]) =>
  http.post<{ url: string; expiresAt: number }>(GALLERY_API.downloadLink, { ids });

export const useDownloadLink = () => useMutation({ mutationFn: getDownloadLink });
