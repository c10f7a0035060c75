import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const tagImages = (body: { ids: number[]; add?: string[]; remove?: string[] }) =>
  http.post<null>(GALLERY_API.tags, body);

export function useTagImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tagImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
