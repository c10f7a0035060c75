import { type OnlineProductDetail, type OnlineProductRow, type PageResult, TEMU_GOODS_API } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const ONLINE_PRODUCTS_KEY = ['online-products'] as const;

export interface OnlineProductQuery {
  pageNum: number;
  pageSize: number;
  shopId?: number;
  status?: number;
  keyword?: string;
}

export const getOnlineProducts = (q: OnlineProductQuery) =>
  http.get<PageResult<OnlineProductRow>>(TEMU_GOODS_API.productPage, { ...q });

export const onlineProductsQueryOptions = (q: OnlineProductQuery) =>
  queryOptions({
    queryKey: [...ONLINE_PRODUCTS_KEY, 'page', q],
    queryFn: () => getOnlineProducts(q),
    placeholderData: keepPreviousData,
  });

export const useOnlineProducts = (q: OnlineProductQuery) => useQuery(onlineProductsQueryOptions(q));

export const getOnlineProduct = (id: number) => http.get<OnlineProductDetail>(TEMU_GOODS_API.productDetail, { id });
export const useOnlineProduct = (id: number | null) =>
  useQuery({
    queryKey: [...ONLINE_PRODUCTS_KEY, 'detail', id],
    queryFn: () => getOnlineProduct(id!),
    enabled: id !== null,
  });
