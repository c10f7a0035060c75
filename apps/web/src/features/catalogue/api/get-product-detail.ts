import { CATALOGUE_API, type ProductDetail } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { CATALOGUE_KEY, useViewerKey } from './catalogue-keys';

export const getProductDetail = (id: number) => http.get<ProductDetail>(CATALOGUE_API.detail, { id });

export const productDetailQueryOptions = (id: number, viewer: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'detail', viewer, id],
    queryFn: () => getProductDetail(id),
    staleTime: 60 * 1000,
    // A 404 or 400 will not fix itself by asking again.
    retry: false,
  });

/** `id` null (no or bad `?id=`) asks nothing. */
export function useProductDetail(id: number | null) {
  const viewer = useViewerKey();
  return useQuery({ ...productDetailQueryOptions(id ?? 0, viewer), enabled: id !== null });
}
