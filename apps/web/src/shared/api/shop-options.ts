import { type PageResult, SHOP_API, type ShopRow } from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { useHasPermi } from '@/shared/permission';
import { http } from '@/shared/request/request';

/** The seller's shops of one marketplace for 店铺 filters and the publish dialog; asked only when the user may see shops. */
export function useShopOptions(platform: 'temu' | 'shein') {
  const allowed = useHasPermi(['shop:manage']);
  const q = useQuery({
    queryKey: [...SHOPS_KEY, 'options', platform],
    queryFn: () => http.get<PageResult<ShopRow>>(SHOP_API.page, { platform, pageNum: 1, pageSize: 100 }),
    enabled: allowed,
  });
  return (q.data?.rows ?? []).map((s) => ({ value: s.id, label: s.mallName }));
}

export const useTemuShopOptions = () => useShopOptions('temu');
export const useSheinShopOptions = () => useShopOptions('shein');
