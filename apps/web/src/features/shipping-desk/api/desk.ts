import {
  API_CONSOLE,
  type DeskAddResult,
  type DeskView,
  type FulfilmentPage,
  type ShipFromAddress,
  TEMU_ORDER_API,
  type TemuOrderPage,
  type TemuOrderState,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { deskKey, useDeskScope } from './scope';

/** A paid order that may go on the desk, as either scope's order list gives it. */
export interface CandidateRow {
  id: number;
  subPurchaseOrderSn: string;
  productName: string;
  imageUrl: string | null;
  shopName: string;
  sellerName: string | null;
  quantity: number;
  state: TemuOrderState;
}

export interface CandidateQuery {
  pageNum: number;
  pageSize: number;
  state: TemuOrderState;
  keyword?: string;
}

/** Paid orders by platform state: the console's fulfilment board, or the seller's own order list. */
export function useCandidates(q: CandidateQuery) {
  const scope = useDeskScope();
  return useQuery({
    queryKey: deskKey(scope, 'candidates', q),
    queryFn: async (): Promise<{ rows: CandidateRow[]; total: number }> => {
      if (scope.admin) {
        const p = await http.get<FulfilmentPage>(API_CONSOLE.fulfilment.page, { ...q });
        return { rows: p.rows, total: p.total };
      }
      const { keyword, ...rest } = q;
      const p = await http.get<TemuOrderPage>(TEMU_ORDER_API.page, { ...rest, orderSn: keyword });
      return { rows: p.rows.map((r) => ({ ...r, sellerName: null })), total: p.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useDesk() {
  const scope = useDeskScope();
  return useQuery({
    queryKey: deskKey(scope, 'desk'),
    queryFn: () => http.get<DeskView>(scope.api.desk),
  });
}

/** staging.add → staging.get → receiveaddressv2.get, for the chosen orders; the desk and lists refresh after. */
export function useDeskAdd() {
  const scope = useDeskScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: number[]) => http.post<DeskAddResult>(scope.api.deskAdd, { orderIds }),
    onSettled: () => client.invalidateQueries({ queryKey: deskKey(scope) }),
  });
}

/** The shop's ship-from addresses (bg.mall.address.get), read once per visit. */
export function useShipFrom(shopId: number) {
  const scope = useDeskScope();
  return useQuery({
    queryKey: deskKey(scope, 'addresses', shopId),
    queryFn: () => http.get<{ rows: ShipFromAddress[] }>(scope.api.addresses, { shopId }),
    staleTime: 5 * 60_000,
  });
}

/** Own-carrier dictionary (bg.logistics.company.get). */
export function useCarriers(shopId: number, enabled: boolean) {
  const scope = useDeskScope();
  return useQuery({
    queryKey: deskKey(scope, 'carriers', shopId),
    queryFn: () => http.get<{ rows: Array<{ shipId: number; shipName: string }> }>(scope.api.carriers, { shopId }),
    enabled,
    staleTime: 30 * 60_000,
  });
}
