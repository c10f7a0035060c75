import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const createFolder = (body: { parentId: number; name: string }) =>
  http.post<{ id: number }>(GALLERY_API.folderCreate, body);

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
