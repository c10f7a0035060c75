import { REMOVAL_API, type RemovalSaveResult } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_KEY } from '@/shared/api/gallery-key';
import { http } from '@/shared/request/request';

/** Saves chosen results to the gallery as new images; the originals stay as they are. */
export const saveResults = (body: { taskIds: number[]; folderId: number }) =>
  http.post<RemovalSaveResult>(REMOVAL_API.save, body);

export function useSaveResults(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResults,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['removal', 'batch', batchId] }),
      ]),
  });
}
