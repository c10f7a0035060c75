import { MARGIN_API, type SkuCostsResult } from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** Each SKU's production cost at the seller's VIP price now (the same rule a stock-up order is paid by). */
export function useSkuCosts(variantIds: number[]) {
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['temu-sku-costs', ids],
    queryFn: () => http.post<SkuCostsResult>(MARGIN_API.skuCosts, { variantIds: ids }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}
