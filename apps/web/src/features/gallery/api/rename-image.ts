import { GALLERY_API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { GALLERY_KEYS } from './gallery-keys';

export const renameImage = (body: { id: number; name: string }) => http.post<null>(GALLERY_API.rename, body);

export function useRenameImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GALLERY_KEYS.all }),
  });
}
