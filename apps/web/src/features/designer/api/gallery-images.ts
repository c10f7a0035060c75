import { GALLERY_API, type GalleryListResult, type GalleryUploadResult } from '@podbench/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['designer', 'gallery'] as const;

/** The seller's gallery, newest first, for the image picker (previews only). */
export const useGalleryImages = (q: string) =>
  useInfiniteQuery({
    queryKey: [...KEY, q],
    queryFn: ({ pageParam }) =>
      http.get<GalleryListResult>(GALLERY_API.images, { q: q || undefined, cursor: pageParam ?? undefined, limit: 40 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Upload on the spot: into the gallery (so print files can use the original), then onto the canvas. */
export function useUploadToGallery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append('file', f);
      return http.upload<GalleryUploadResult>(GALLERY_API.upload, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
