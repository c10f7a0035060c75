import { CATALOGUE_API, type PageResult, type ProductCard, type ProductDetail } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** The blank a design is made on (public: /demo uses it without an account). */
export const getProduct = (id: number) => http.get<ProductDetail>(CATALOGUE_API.detail, { id });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['designer', 'product', id], queryFn: () => getProduct(id), staleTime: 10 * 60_000 });

export const useProduct = (id: number | null) => useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });

/** The public catalogue, for picking a blank in /demo. */
export const useProductCards = () =>
  useQuery({
    queryKey: ['designer', 'products'],
    queryFn: () => http.get<PageResult<ProductCard>>(CATALOGUE_API.page, { pageNum: 1, pageSize: 50 }),
    staleTime: 10 * 60_000,
  });
