import { CATALOGUE_API, type PageResult, type ProductCard } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { CATALOGUE_KEY, useViewerKey } from './catalogue-keys';

export interface ProductPageQuery {
  pageNum: number;
  pageSize: number;
  categoryId?: number;
  keyword?: string;
}

export const getProductPage = (query: ProductPageQuery) =>
  http.get<PageResult<ProductCard>>(CATALOGUE_API.page, { ...query });

export const productPageQueryOptions = (query: ProductPageQuery, viewer: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'page', viewer, query],
    queryFn: () => getProductPage(query),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });

export function useProductPage(query: ProductPageQuery) {
  return useQuery(productPageQueryOptions(query, useViewerKey()));
}
