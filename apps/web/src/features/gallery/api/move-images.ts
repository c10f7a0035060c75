import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const moveImages = (body: { ids: number[]; folderId: number }) =>
  http.post<{ count: number }>(GALLERY_API.move, body);

export function useMoveImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
