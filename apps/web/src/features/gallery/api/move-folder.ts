import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const moveFolder = (body: { id: number; parentId: number }) => http.post<null>(GALLERY_API.folderMove, body);

export function useMoveFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
