import { type PageResult, type QualityCheckDetail, type QualityCheckRow, TEMU_GOODS_API } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const QUALITY_CHECKS_KEY = ['quality-checks'] as const;

export interface QualityCheckQuery {
  pageNum: number;
  pageSize: number;
  shopId?: number;
  result?: number;
  from?: number;
  to?: number;
  keyword?: string;
}

export const getQualityChecks = (q: QualityCheckQuery) =>
  http.get<PageResult<QualityCheckRow>>(TEMU_GOODS_API.qcPage, { ...q });

export const qualityChecksQueryOptions = (q: QualityCheckQuery) =>
  queryOptions({
    queryKey: [...QUALITY_CHECKS_KEY, 'page', q],
    queryFn: () => getQualityChecks(q),
    placeholderData: keepPreviousData,
  });

export const useQualityChecks = (q: QualityCheckQuery) => useQuery(qualityChecksQueryOptions(q));

export const getQualityCheck = (id: number) => http.get<QualityCheckDetail>(TEMU_GOODS_API.qcDetail, { id });
export const useQualityCheck = (id: number | null) =>
  useQuery({
    queryKey: [...QUALITY_CHECKS_KEY, 'detail', id],
    queryFn: () => getQualityCheck(id!),
    enabled: id !== null,
  });
