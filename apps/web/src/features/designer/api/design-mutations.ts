import { DESIGN_API, type DesignSaveResult } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { DESIGNS_KEY } from './design-keys';

/** duplicate, rename and delete: small calls of the list page, each invalidating the list. */
export const duplicateDesign = (id: number) => http.post<DesignSaveResult>(DESIGN_API.duplicate, { id });
export const renameDesign = (v: { id: number; name: string }) => http.post<null>(DESIGN_API.rename, v);
export const deleteDesign = (id: number) => http.post<null>(DESIGN_API.remove, { id });

function useListMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: DESIGNS_KEY }) });
}

export const useDuplicateDesign = () => useListMutation(duplicateDesign);
export const useRenameDesign = () => useListMutation(renameDesign);
export const useDeleteDesign = () => useListMutation(deleteDesign);
