import { TEMU_TEMPLATE_API, type TemuPublishDetail } from '@podbench/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { LIVE_REFRESH_MS } from '@/shared/publishing/api/publishing';
import { TEMU } from '../marketplace';

/** /publish/temuInfo: one publish, refreshed while it is waiting or being added (Temu only: Shein has no such page). */
export const usePublish = (id: number | null) =>
  useQuery({
    queryKey: [...TEMU.keys.publishes, 'detail', id],
    queryFn: () => http.get<TemuPublishDetail>(TEMU_TEMPLATE_API.publishDetail, { id: id! }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const s = query.state.data?.state;
      return s === 'queued' || s === 'adding' ? LIVE_REFRESH_MS : false;
    },
  });
