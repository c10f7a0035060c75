import {
  type AdminBlankDetail,
  type AdminBlankPageQuery,
  type AdminBlankRow,
  type AdminCategoryNode,
  type AreaSaveBody,
  type BlankSaveBody,
  CATALOGUE_ADMIN_API as API,
  type PageResult,
  type PlacementSaveBody,
  type VariantSaveBody,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '@/shared/request/request';

const KEY = ['console', 'catalogue'] as const;

export const useAdminCategories = () =>
  useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: () => http.get<AdminCategoryNode[]>(API.categories),
  });

export const useAdminBlanks = (q: Partial<AdminBlankPageQuery> & { pageNum: number; pageSize: number }) =>
  useQuery({
    queryKey: [...KEY, 'blanks', q],
    queryFn: () => http.get<PageResult<AdminBlankRow>>(API.blanks, { ...q }),
    placeholderData: keepPreviousData,
  });

export const useAdminBlank = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'blank', id],
    queryFn: () => http.get<AdminBlankDetail>(API.blank, { id }),
    enabled: id !== null,
  });

/** Every change refreshes the whole console catalogue (tree counts, list, the open blank) and the sellers' one. */
function useCatalogueMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ['catalogue'] })]),
  });
}

export const useAddCategory = () =>
  useCatalogueMutation((v: { parentId: number; name: string }) => http.post<{ id: number }>(API.categoryAdd, v));
export const useRenameCategory = () =>
  useCatalogueMutation((v: { id: number; name: string }) => http.post<null>(API.categoryRename, v));
export const useReorderCategories = () =>
  useCatalogueMutation((v: { parentId: number; ids: number[] }) => http.post<null>(API.categoryReorder, v));
export const useRemoveCategory = () =>
  useCatalogueMutation((id: number) => http.post<null>(API.categoryRemove, { id }));

export const useSaveBlank = () =>
  useCatalogueMutation((v: BlankSaveBody) => http.post<{ id: number }>(API.blankSave, v));
export const useBlankStatus = () =>
  useCatalogueMutation((v: { id: number; status: 0 | 1 }) => http.post<null>(API.blankStatus, v));
export const useRemoveBlank = () => useCatalogueMutation((id: number) => http.post<null>(API.blankRemove, { id }));

export const useSaveVariant = () =>
  useCatalogueMutation((v: VariantSaveBody) => http.post<{ id: number; repricedOrders: number }>(API.variantSave, v));
export const useBlankBaseCost = () =>
  useCatalogueMutation((v: { id: number; baseCostFen: number }) =>
    http.post<{ variants: number; repricedOrders: number }>(API.blankBaseCost, v),
  );
export const useVariantStatus = () =>
  useCatalogueMutation((v: { id: number; status: 0 | 1 }) => http.post<null>(API.variantStatus, v));

export const useSaveArea = () => useCatalogueMutation((v: AreaSaveBody) => http.post<{ id: number }>(API.areaSave, v));
export const useRemoveArea = () => useCatalogueMutation((id: number) => http.post<null>(API.areaRemove, { id }));
export const useSavePlacement = () =>
  useCatalogueMutation((v: PlacementSaveBody) => http.post<null>(API.placementSave, v));

export const useRemoveView = () =>
  useCatalogueMutation((v: { blankId: number; viewKey: string }) => http.post<null>(API.viewRemove, v));

export interface MockupUploadInput {
  blankId: number;
  viewKey: string;
  viewName: string;
  /** '' = every colour. */
  colorName: string;
  file: File;
  onProgress: (fraction: number) => void;
}

/** One photo (multipart), reporting upload progress 0–1. */
export const useUploadMockup = () =>
  useCatalogueMutation((v: MockupUploadInput) => {
    const form = new FormData();
    form.append('blankId', String(v.blankId));
    form.append('viewKey', v.viewKey);
    form.append('viewName', v.viewName);
    form.append('colorName', v.colorName);
    form.append('file', v.file);
    return request<{ viewKey: string; width: number; height: number }>({
      url: API.mockupUpload,
      method: 'post',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: 0,
      onUploadProgress: (e) => v.onProgress(e.total ? e.loaded / e.total : 0),
    });
  });
