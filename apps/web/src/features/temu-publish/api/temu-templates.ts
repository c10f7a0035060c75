import {
  type PageResult,
  TEMU_TEMPLATE_API,
  type TemuCategory,
  type TemuTemplateBody,
  type TemuTemplateDetail,
  type TemuTemplateRow,
  type TemuTemplateSaved,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { templateFromDesign } from '@/shared/api/template-from-design';
import { http } from '@/shared/request/request';

export const TEMU_TEMPLATES_KEY = ['temu-templates'] as const;

export interface TemplateQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export const getTemplates = (q: TemplateQuery) =>
  http.get<PageResult<TemuTemplateRow>>(TEMU_TEMPLATE_API.page, { ...q });

export const useTemplates = (q: TemplateQuery) =>
  useQuery({
    queryKey: [...TEMU_TEMPLATES_KEY, 'page', q],
    queryFn: () => getTemplates(q),
    placeholderData: keepPreviousData,
  });

export const getTemplate = (id: number) => http.get<TemuTemplateDetail>(TEMU_TEMPLATE_API.detail, { id });

export const useTemplate = (id: number | null) =>
  useQuery({
    queryKey: [...TEMU_TEMPLATES_KEY, 'detail', id],
    queryFn: () => getTemplate(id!),
    enabled: id !== null,
  });

/** The children of a Temu category (0 = first level), read through one of the seller's shops. */
export const getCategories = (parentId: number) => http.get<TemuCategory[]>(TEMU_TEMPLATE_API.categories, { parentId });

function useTemplateMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: TEMU_TEMPLATES_KEY }),
  });
}

export const useSaveTemplate = () =>
  useTemplateMutation((v: { id: number | null; template: TemuTemplateBody }) =>
    http.post<TemuTemplateSaved>(TEMU_TEMPLATE_API.save, v),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation((id: number) => http.post<null>(TEMU_TEMPLATE_API.remove, { id }));

/** 从设计生成: builds a template from one of the seller's designs and answers its id. */
export const useTemplateFromDesign = () => useTemplateMutation(templateFromDesign);
