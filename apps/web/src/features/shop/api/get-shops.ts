import { type PageResult, SHOP_API, type ShopPlatform, type ShopRow } from '@podbench/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { http } from '@/shared/request/request';

export interface ShopQuery {
  platform: ShopPlatform;
  pageNum: number;
  pageSize: number;
  /** Unbound shops are hidden unless asked for. */
  includeUnbound?: boolean;
}

export const getShops = (query: ShopQuery) => http.get<PageResult<ShopRow>>(SHOP_API.page, { ...query });

export const shopsQueryOptions = (query: ShopQuery) =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'page', query],
    queryFn: () => getShops(query),
    placeholderData: keepPreviousData,
  });

export const useShops = (query: ShopQuery) => useQuery(shopsQueryOptions(query));
