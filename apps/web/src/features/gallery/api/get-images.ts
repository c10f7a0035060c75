import { GALLERY_API, type GalleryListResult, type GallerySort } from '@podbench/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export interface ImageQuery {
  /** undefined: all folders; 0: not in a folder. */
  folderId?: number;
  q?: string;
  tag?: string;
  sort: GallerySort;
  order: 'asc' | 'desc';
  trash: boolean;
}

export const PAGE_SIZE = 60;

export const getImages = (query: ImageQuery, cursor?: string) =>
  http.get<GalleryListResult>(GALLERY_API.images, {
    ...query,
    trash: query.trash || undefined,
    cursor,
    limit: PAGE_SIZE,
  });

/** Pages by the server's keyset cursor; the first page also carries the total. */
export const imagesQueryOptions = (query: ImageQuery) =>
  infiniteQueryOptions({
    queryKey: [...GALLERY_KEYS.images, query],
    queryFn: ({ pageParam }) => getImages(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useImages = (query: ImageQuery) => useInfiniteQuery(imagesQueryOptions(query));
