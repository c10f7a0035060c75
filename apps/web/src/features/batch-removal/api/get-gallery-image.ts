import { GALLERY_API, type GalleryImageDetail } from '@podbench/contract';
import { useQueries } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { REMOVAL_KEYS } from './removal-keys';

export const getGalleryImage = (id: number) =>
  http.get<GalleryImageDetail>(GALLERY_API.image.replace(':id', String(id)));

/** Images handed over by the gallery (`/BatchRemoval?ids=1,2`), fetched to show what is about to be processed. */
export const useGalleryImagesById = (ids: number[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: REMOVAL_KEYS.image(id),
      queryFn: () => getGalleryImage(id),
      staleTime: 60_000,
    })),
  });
