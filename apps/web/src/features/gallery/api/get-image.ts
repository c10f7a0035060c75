import { GALLERY_API, type GalleryImageDetail } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const getImage = (id: number) => http.get<GalleryImageDetail>(GALLERY_API.image.replace(':id', String(id)));

export const imageQueryOptions = (id: number) =>
  queryOptions({ queryKey: GALLERY_KEYS.image(id), queryFn: () => getImage(id), staleTime: 60_000 });

export const useImage = (id: number | null) => useQuery({ ...imageQueryOptions(id ?? 0), enabled: id !== null });
