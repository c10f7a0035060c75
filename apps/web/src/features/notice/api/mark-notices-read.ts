import { API } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { NOTICES_KEY } from './get-notices';

/** Marks the given announcements read; without ids, all of them. */
export const markNoticesRead = (ids?: number[]) => http.post<null>(API.notice.read, ids ? { ids } : {});

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}
