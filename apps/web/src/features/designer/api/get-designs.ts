import { DESIGN_API, type DesignCard, type PageResult } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { DESIGNS_KEY } from './design-keys';

export interface DesignListParams {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export const getDesigns = (p: DesignListParams) => http.get<PageResult<DesignCard>>(DESIGN_API.page, { ...p });

export const designsQueryOptions = (p: DesignListParams) =>
  queryOptions({
    queryKey: [...DESIGNS_KEY, 'page', p],
    queryFn: () => getDesigns(p),
    placeholderData: keepPreviousData,
  });

/** Polls while any card's files are still being rendered, so thumbnails appear without a reload. */
export const useDesigns = (p: DesignListParams) =>
  useQuery({
    ...designsQueryOptions(p),
    refetchInterval: (q) =>
      q.state.data?.rows.some((r) => r.renderStatus === 'pending' || r.renderStatus === 'rendering') ? 3000 : false,
  });
