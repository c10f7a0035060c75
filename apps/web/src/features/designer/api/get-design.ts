import { DESIGN_API } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import type { DesignDetail } from '../model/types';
import { DESIGNS_KEY } from './design-keys';

export const getDesign = (id: number) => http.get<DesignDetail>(DESIGN_API.detail, { id });

export const designQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...DESIGNS_KEY, 'detail', id], queryFn: () => getDesign(id), staleTime: 0, gcTime: 0 });

export const useDesign = (id: number | null) => useQuery({ ...designQueryOptions(id ?? 0), enabled: id !== null });
