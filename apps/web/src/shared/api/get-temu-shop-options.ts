import { type PageResult, SHOP_API, type ShopRow } from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { useHasPermi } from '@/shared/permission';
import { http } from '@/shared/request/request';

/** The seller's Temu shops for the 店铺 filter; only asked for when the user may see shops. */
export function useTemuShopOptions() {
  const allowed = useHasPermi(['shop:manage']);
  const q = useQuery({
    queryKey: [...SHOPS_KEY, 'options', 'temu'],
    queryFn: () => http.get<PageResult<ShopRow>>(SHOP_API.page, { platform: 'temu', pageNum: 1, pageSize: 100 }),
    enabled: allowed,
  });
  return (q.data?.rows ?? []).map((s) => ({ value: s.id, label: s.mallName }));
}
