import { GALLERY_API, type GalleryListResult } from '@podbench/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { REMOVAL_KEYS } from './removal-keys';

/** The seller's live gallery images, newest first, for the picker (its own fetcher: features do not share api files). */
export const getGalleryImages = (q: string, cursor?: string) =>
  http.get<GalleryListResult>(GALLERY_API.images, { q: q || undefined, cursor, limit: 48 });

export const galleryImagesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...REMOVAL_KEYS.picker, q],
    queryFn: ({ pageParam }) => getGalleryImages(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useGalleryImages = (q: string, enabled: boolean) =>
  useInfiniteQuery({ ...galleryImagesQueryOptions(q), enabled });
