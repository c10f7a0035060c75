import { DESIGN_API, type DesignCard, type PageResult } from '@podbench/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** The seller's designs for the 从设计生成 picker (name search, 12 a page). */
export const useDesignOptions = (q: { pageNum: number; keyword?: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['designs', 'picker', q],
    queryFn: () => http.get<PageResult<DesignCard>>(DESIGN_API.page, { ...q, pageSize: 12 }),
    placeholderData: keepPreviousData,
    enabled,
  });
