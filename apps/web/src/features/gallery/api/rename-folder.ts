import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const renameFolder = (body: { id: number; name: string }) => http.post<null>(GALLERY_API.folderRename, body);

export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
