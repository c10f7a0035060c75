import { REMOVAL_API, type RemovalBatch } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { REMOVAL_KEYS } from './removal-keys';

export const getBatch = (batchId: string) => http.get<RemovalBatch>(REMOVAL_API.batch.replace(':batchId', batchId));

const working = (b: RemovalBatch | undefined) => b?.tasks.some((t) => t.status === 'queued' || t.status === 'running');

/** Polled every second while any image is still queued or running; then it stops. */
export const batchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: REMOVAL_KEYS.batch(batchId),
    queryFn: () => getBatch(batchId),
    refetchInterval: (q) => (working(q.state.data) ? 1000 : false),
    staleTime: 0,
  });

export const useBatch = (batchId: string | null) =>
  useQuery({ ...batchQueryOptions(batchId ?? ''), enabled: Boolean(batchId) });
