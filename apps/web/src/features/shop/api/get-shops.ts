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

const awaitingFirstSync = (s: ShopRow) => s.platform === 'temu' && s.status === '正常' && s.lastSyncTime === null;

export const shopsQueryOptions = (query: ShopQuery) =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'page', query],
    queryFn: () => getShops(query),
    placeholderData: keepPreviousData,
    // 最近同步 follows the syncs: a just-authorised Temu shop's first sync (queued on authorisation) is watched
    // closely, then the scheduled syncs once a minute.
    refetchInterval: (q) => (q.state.data?.rows.some(awaitingFirstSync) ? 3_000 : 60_000),
  });

export const useShops = (query: ShopQuery) => useQuery(shopsQueryOptions(query));
