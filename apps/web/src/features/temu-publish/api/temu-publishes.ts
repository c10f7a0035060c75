import {
  TEMU_TEMPLATE_API,
  type TemuPublishDetail,
  type TemuPublishPage,
  type TemuPublishState,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { TEMU_TEMPLATES_KEY } from './temu-templates';

export const TEMU_PUBLISHES_KEY = ['temu-publishes'] as const;

/** While anything is waiting or being added the list refreshes itself this often. */
export const LIVE_REFRESH_MS = 2000;

export interface PublishQuery {
  pageNum: number;
  pageSize: number;
  state?: TemuPublishState;
  shopId?: number;
  templateId?: number;
}

const busy = (p: TemuPublishPage | undefined) => Boolean(p && p.counts.queued + p.counts.adding > 0);

export const usePublishes = (q: PublishQuery) =>
  useQuery({
    queryKey: [...TEMU_PUBLISHES_KEY, 'page', q],
    queryFn: () => http.get<TemuPublishPage>(TEMU_TEMPLATE_API.publishPage, { ...q }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (busy(query.state.data) ? LIVE_REFRESH_MS : false),
  });

export const usePublish = (id: number | null) =>
  useQuery({
    queryKey: [...TEMU_PUBLISHES_KEY, 'detail', id],
    queryFn: () => http.get<TemuPublishDetail>(TEMU_TEMPLATE_API.publishDetail, { id: id! }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const s = query.state.data?.state;
      return s === 'queued' || s === 'adding' ? LIVE_REFRESH_MS : false;
    },
  });

function usePublishMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TEMU_PUBLISHES_KEY });
      void client.invalidateQueries({ queryKey: TEMU_TEMPLATES_KEY });
    },
  });
}

/** Queues templates × shops. The request layer shows no toast for this call: the page shows the answer itself. */
export const useUploadToTemu = () =>
  usePublishMutation((v: { templateIds: number[]; shopIds: number[] }) =>
    http.post<{ queued: number }>(TEMU_TEMPLATE_API.upload, v),
  );

export const useRetryPublish = () =>
  usePublishMutation((id: number) => http.post<null>(TEMU_TEMPLATE_API.retry, { id }));
