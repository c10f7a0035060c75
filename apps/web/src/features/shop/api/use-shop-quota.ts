import { SHOP_PLATFORMS } from '@podbench/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { getShops } from './get-shops';
import { shopLimitQueryOptions } from './get-shop-limit';

export interface ShopQuota {
  /** Live (not unbound) shops on every platform: the server counts them all against one limit. */
  used: number;
  limit: number;
}

/** Live shops of one platform: the page total of a one-row page. */
export const liveShopCountOptions = (platform: (typeof SHOP_PLATFORMS)[number]) =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'count', platform],
    queryFn: async () => (await getShops({ platform, pageNum: 1, pageSize: 1 })).total,
  });

/** Shops used against the VIP shop limit; undefined until every part has loaded (or when one failed). */
export function useShopQuota(): ShopQuota | undefined {
  return useQueries({
    queries: [...SHOP_PLATFORMS.map(liveShopCountOptions), shopLimitQueryOptions()],
    combine: (results) => {
      if (results.some((r) => r.data === undefined)) return undefined;
      const counts = results.slice(0, -1).map((r) => r.data ?? 0);
      return { used: counts.reduce((a, b) => a + b, 0), limit: results.at(-1)?.data ?? 0 };
    },
  });
}
