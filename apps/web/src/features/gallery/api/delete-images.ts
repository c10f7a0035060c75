import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

/** To the recycle bin. */
export const deleteImages = (ids: number[]) => http.post<{ count: number }>(GALLERY_API.remove, { ids });

export function useDeleteImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
