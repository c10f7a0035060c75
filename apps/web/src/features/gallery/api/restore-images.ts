import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const restoreImages = (ids: number[]) => http.post<{ count: number }>(GALLERY_API.restore, { ids });

export function useRestoreImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
