import { type AdminNotice, API_CONSOLE, type PageResult } from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['console', 'notices'] as const;

export const useAdminNotices = (q: { pageNum: number; pageSize: number; status?: number }) =>
  useQuery({
    queryKey: [...KEY, q],
    queryFn: () => http.get<PageResult<AdminNotice>>(API_CONSOLE.notices.page, { ...q }),
    placeholderData: keepPreviousData,
  });

function useNoticeMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveNotice = () =>
  useNoticeMutation((v: { id: number | null; title: string; content: string; publish: boolean }) =>
    http.post<{ id: number }>(API_CONSOLE.notices.save, v),
  );
export const usePublishNotice = () =>
  useNoticeMutation((v: { id: number; publish: boolean }) =>
    http.post<null>(v.publish ? API_CONSOLE.notices.publish : API_CONSOLE.notices.unpublish, { id: v.id }),
  );
export const useDeleteNotice = () =>
  useNoticeMutation((id: number) => http.post<null>(API_CONSOLE.notices.remove, { id }));
