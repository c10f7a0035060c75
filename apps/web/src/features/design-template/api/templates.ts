import {
  CATALOGUE_API,
  DESIGN_TEMPLATE_API,
  type DesignTemplateApplyBody,
  type DesignTemplateApplyResult,
  type DesignTemplateCard,
  type PageResult,
  type ProductCard,
  type ProductDetail,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DESIGN_TEMPLATES_KEY } from '@/shared/api/save-design-template';
import { http } from '@/shared/request/request';

export const TEMPLATES_KEY = DESIGN_TEMPLATES_KEY;

export interface TemplateListParams {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export const useTemplates = (p: TemplateListParams) =>
  useQuery({
    queryKey: [...TEMPLATES_KEY, 'page', p],
    queryFn: () => http.get<PageResult<DesignTemplateCard>>(DESIGN_TEMPLATE_API.page, { ...p }),
    placeholderData: keepPreviousData,
  });

function useListMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_KEY }) });
}

export const useRenameTemplate = () =>
  useListMutation((v: { id: number; name: string }) => http.post<null>(DESIGN_TEMPLATE_API.rename, v));
export const useDeleteTemplate = () =>
  useListMutation((id: number) => http.post<null>(DESIGN_TEMPLATE_API.remove, { id }));

export const applyTemplate = (body: DesignTemplateApplyBody) =>
  http.post<DesignTemplateApplyResult>(DESIGN_TEMPLATE_API.apply, body);

/** The catalogue's blanks on sale, to pick targets from. */
export const useBlanks = () =>
  useQuery({
    queryKey: ['design-templates', 'blanks'],
    queryFn: () => http.get<PageResult<ProductCard>>(CATALOGUE_API.page, { pageNum: 1, pageSize: 100 }),
    staleTime: 10 * 60_000,
  });

export const useBlankDetail = (id: number | null) =>
  useQuery({
    queryKey: ['design-templates', 'blank', id],
    queryFn: () => http.get<ProductDetail>(CATALOGUE_API.detail, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 10 * 60_000,
  });
