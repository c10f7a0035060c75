import { REMOVAL_API, type RemovalBatch, type RemovalCreateBody } from '@podbench/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { REMOVAL_KEYS } from './removal-keys';

export const createBatch = (body: RemovalCreateBody) => http.post<RemovalBatch>(REMOVAL_API.create, body);

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    onSuccess: (batch) => queryClient.setQueryData(REMOVAL_KEYS.batch(batch.batchId), batch),
  });
}
