import {
  TEMU_TEMPLATE_API,
  type TemuCategory,
  type TemuLeafHit,
  type TemuLeafTemplate,
  type TemuSaleSpec,
  type TemuSizeChartSpec,
  type TemuSpecMapping,
  type TemuTemplateRefresh,
} from '@podbench/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** Temu's leaf templates as the editor reads them (all through one of the seller's shops, cached by the server). */
const LEAF_KEY = ['temu-leaf'] as const;

/** The children of a Temu category (0 = first level), read through one of the seller's shops. */
export const getCategories = (parentId: number) => http.get<TemuCategory[]>(TEMU_TEMPLATE_API.categories, { parentId });

/** Leaves whose name contains the keyword, with their paths and catType. */
export const useCategorySearch = (keyword: string) =>
  useQuery({
    queryKey: [...LEAF_KEY, 'search', keyword],
    queryFn: () => http.get<TemuLeafHit[]>(TEMU_TEMPLATE_API.categorySearch, { keyword }),
    enabled: keyword.trim().length > 0,
    staleTime: 600_000,
    retry: false,
  });

/** The leaf's property template, normalised for the form (controls, values, units, showCondition, sale values). */
export const useLeafTemplate = (catId: number | undefined) =>
  useQuery({
    queryKey: [...LEAF_KEY, 'template', catId],
    queryFn: () => http.get<TemuLeafTemplate>(TEMU_TEMPLATE_API.leafTemplate, { catId: catId! }),
    enabled: catId !== undefined,
    staleTime: 600_000,
    retry: false,
  });

/** The remembered (or name-matched) mapping of a blank's colours and sizes for a leaf. */
export const getSpecMapping = (blankId: number, catId: number) =>
  http.get<TemuSpecMapping>(TEMU_TEMPLATE_API.specMapping, { blankId, catId });

/** class.get + meta.get + settings.get: whether the leaf needs a size chart, its columns and allowed size names. */
export const useSizeChartSpec = (catId: number | undefined) =>
  useQuery({
    queryKey: [...LEAF_KEY, 'size-chart', catId],
    queryFn: () => http.get<TemuSizeChartSpec>(TEMU_TEMPLATE_API.sizeChartMeta, { catId: catId! }),
    enabled: catId !== undefined,
    staleTime: 3600_000,
    retry: false,
  });

/** spec.create: a custom sale value (only when the leaf's inputMaxSpecNum > 0). */
export const useSpecCreate = () =>
  useMutation({
    mutationFn: (v: { catId: number; parentSpecId: number; specName: string }) =>
      http.post<TemuSaleSpec>(TEMU_TEMPLATE_API.specCreate, v),
  });

/** Fetches the leaf's template again and lists what changed since the template was filled in. */
export const useRefreshTemplate = () =>
  useMutation({
    mutationFn: (id: number) => http.post<TemuTemplateRefresh>(TEMU_TEMPLATE_API.refreshTemplate, { id }),
  });
