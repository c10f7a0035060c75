import {
  DESIGN_TEMPLATE_API,
  type DesignBatchBody,
  type DesignBatchDetail,
  type DesignBatchSummary,
  GALLERY_API,
  type GalleryListResult,
} from '@podbench/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['design-batches'] as const;

/** Still working: a design whose print files and mockups are queued or rendering. */
export const batchBusy = (b: DesignBatchDetail | undefined) =>
  !!b?.items.some((i) => i.renderStatus === 'pending' || i.renderStatus === 'rendering');

/** One batch, polled every 2 s while any of its designs is still rendering. */
export const useBatch = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => http.get<DesignBatchDetail>(DESIGN_TEMPLATE_API.batchDetail, { id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (q) => (batchBusy(q.state.data) ? 2000 : false),
  });

export const useRecentBatches = () =>
  useQuery({
    queryKey: [...KEY, 'recent'],
    queryFn: () => http.get<DesignBatchSummary[]>(DESIGN_TEMPLATE_API.batches),
  });

export function useRunBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DesignBatchBody) => http.post<DesignBatchDetail>(DESIGN_TEMPLATE_API.batch, body),
    onSuccess: (r) => {
      client.setQueryData([...KEY, 'detail', r.id], r);
      return client.invalidateQueries({ queryKey: [...KEY, 'recent'] });
    },
  });
}

/** The seller's gallery, newest first (previews only), to pick the artwork from. */
export const useGalleryImages = (q: string) =>
  useInfiniteQuery({
    queryKey: ['design-batches', 'gallery', q],
    queryFn: ({ pageParam }) =>
      http.get<GalleryListResult>(GALLERY_API.images, { q: q || undefined, cursor: pageParam ?? undefined, limit: 40 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
