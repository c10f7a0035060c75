import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

/** For good, from the recycle bin. */
export const purgeImages = (ids: number[]) => http.post<{ count: number }>(GALLERY_API.purge, { ids });

export function usePurgeImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
