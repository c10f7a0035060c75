import type {
  BookBody,
  BoxMarkTargets,
  QuoteBody,
  QuoteResult,
  Shipment,
  ShipmentCreateBody,
  ShipmentState,
  ShipmentsPage,
  WaybillResult,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '@/shared/request/request';
import { deskKey, useDeskScope } from './scope';

export interface ShipmentsQuery {
  pageNum: number;
  pageSize: number;
  state?: ShipmentState;
}

/** States that move by themselves (a job, Temu's tracking): the list polls while one is shown. */
const MOVING: readonly ShipmentState[] = ['creating', 'booking', 'cancelling'];

export function useShipments(q: ShipmentsQuery, fastPoll = false) {
  const scope = useDeskScope();
  return useQuery({
    queryKey: deskKey(scope, 'shipments', q),
    queryFn: () => http.get<ShipmentsPage>(scope.api.shipments, { ...q }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      fastPoll || query.state.data?.rows.some((r) => MOVING.includes(r.state)) ? 3000 : false,
  });
}

export function useShipment(id: number | null) {
  const scope = useDeskScope();
  return useQuery({
    queryKey: deskKey(scope, 'shipment', id),
    queryFn: () => http.get<Shipment>(scope.api.shipment, { id: id! }),
    enabled: id !== null,
  });
}

/** Every mutation refreshes the desk, the lists and the shipments of its scope. */
function useDeskMutation<V, R>(fn: (api: ReturnType<typeof useDeskScope>['api'], v: V) => Promise<R>) {
  const scope = useDeskScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => fn(scope.api, v),
    onSettled: () => client.invalidateQueries({ queryKey: deskKey(scope) }),
  });
}

/** Boxes → Temu ship orders (bg.shiporderv3.create); idempotent per requestKey. */
export const useCreateShipment = () =>
  useDeskMutation((api, body: ShipmentCreateBody) => http.post<Shipment>(api.create, body));

/** Platform carrier quote (logisticsmatch): carriers with price and pickup slots. */
export function useQuote() {
  const scope = useDeskScope();
  return useMutation({ mutationFn: (body: QuoteBody) => http.post<QuoteResult>(scope.api.quote, body) });
}

export const useBook = () => useDeskMutation((api, body: BookBody) => http.post<Shipment>(api.book, body));
export const useCancelShipment = () => useDeskMutation((api, id: number) => http.post<Shipment>(api.cancel, { id }));
export const useBoxMarksPrinted = () =>
  useDeskMutation((api, id: number) => http.post<unknown>(api.boxMarksPrinted, { id }));

export function useBoxMarkTargets() {
  const scope = useDeskScope();
  return useMutation({
    mutationFn: (id: number) => http.get<BoxMarkTargets>(scope.api.boxMarks, { id }),
  });
}

/**
 * 同步物流: queues the tracking job (bg.shiporderv2.get); the shipments poll for half a minute after, so the new
 * statuses show up without a reload.
 */
export function useTrack() {
  const [polling, setPolling] = useState(false);
  const m = useDeskMutation((api, shopId: number | undefined) =>
    http.post<{ jobIds: number[] }>(api.track, shopId ? { shopId } : {}),
  );
  return {
    ...m,
    start: async (shopId?: number) => {
      const r = await m.mutateAsync(shopId);
      setPolling(true);
      setTimeout(() => setPolling(false), 30_000);
      return r;
    },
    polling,
  };
}

export function useWaybill(id: number | null) {
  const scope = useDeskScope();
  return useQuery({
    queryKey: deskKey(scope, 'waybill', id),
    queryFn: () => http.get<WaybillResult>(scope.api.waybill, { id: id! }),
    enabled: id !== null,
    retry: false,
  });
}

/** One waybill label's PDF, downloaded by the server with the shop's signed headers (a browser cannot sign them). */
export function useWaybillPdf() {
  const scope = useDeskScope();
  return useMutation({
    mutationFn: async (v: { id: number; childWaybillSn: string }) => {
      const { blob } = await http.download(scope.api.waybillPdf, { ...v });
      return URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    },
  });
}
