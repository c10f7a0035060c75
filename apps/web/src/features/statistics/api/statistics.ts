import {
  type ProfitQueryInput,
  type ProfitResult,
  STATISTICS_API,
  type StatisticsOverview,
  type StatisticsTodo,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useIsSeller } from '@/shared/permission';
import { http } from '@/shared/request/request';
import { saveBlob } from '@/shared/utils/save-blob';

export const STATISTICS_KEY = ['statistics'] as const;

/** The dashboard: every part the caller may see, read once per visit (and on 刷新). */
export const useOverview = () =>
  useQuery({
    queryKey: [...STATISTICS_KEY, 'overview'],
    queryFn: () => http.get<StatisticsOverview>(STATISTICS_API.overview),
    enabled: useIsSeller(),
  });

/** The header's 待办: sellers only (an operator holds no orders), re-read every minute and on focus. */
export const useTodo = () =>
  useQuery({
    queryKey: [...STATISTICS_KEY, 'todo'],
    queryFn: () => http.get<StatisticsTodo>(STATISTICS_API.todo),
    enabled: useIsSeller(),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export type ProfitFilter = Required<Pick<ProfitQueryInput, 'groupBy'>> & {
  beginTime: string;
  endTime: string;
  shopId?: number;
};

export const useProfit = (f: ProfitFilter) =>
  useQuery({
    queryKey: [...STATISTICS_KEY, 'profit', f],
    queryFn: () => http.get<ProfitResult>(STATISTICS_API.profit, { ...f }),
    placeholderData: keepPreviousData,
  });

/** The .xlsx of the same report, named by the server. */
export const useExportProfit = () =>
  useMutation({
    mutationFn: async (f: ProfitFilter) => {
      const { blob, fileName } = await http.download(STATISTICS_API.profitExport, { ...f });
      saveBlob(blob, fileName || '利润分析.xlsx');
    },
  });
