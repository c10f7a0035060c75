import {
  type PageResult,
  SHEIN_TEMPLATE_API,
  SHOP_API,
  type SheinCategory,
  type SheinOnlineRow,
  type SheinPublishPage,
  type SheinPublishState,
  type SheinTemplateBody,
  type SheinTemplateDetail,
  type SheinTemplateRow,
  type ShopRow,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOPS_KEY } from '@/shared/api/shops-key';
import { http } from '@/shared/request/request';

export const SHEIN_KEY = ['shein-publish'] as const;
interface Saved {
  id: number;
  problems: Array<{ field: string; message: string }>;
}
export interface PageQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export const useSheinTemplates = (q: PageQuery) =>
  useQuery({
    queryKey: [...SHEIN_KEY, 'templates', q],
    queryFn: () => http.get<PageResult<SheinTemplateRow>>(SHEIN_TEMPLATE_API.page, { ...q }),
    placeholderData: keepPreviousData,
  });

export const useSheinTemplate = (id: number | null) =>
  useQuery({
    queryKey: [...SHEIN_KEY, 'template', id],
    queryFn: () => http.get<SheinTemplateDetail>(SHEIN_TEMPLATE_API.detail, { id: id! }),
    enabled: id !== null,
  });

/** Shein's whole category tree (read through one of the seller's Shein shops, cached by the server). */
export const useSheinCategories = (enabled = true) =>
  useQuery({
    queryKey: ['shein-categories'],
    queryFn: () => http.get<SheinCategory[]>(SHEIN_TEMPLATE_API.categories),
    staleTime: 3600_000,
    retry: false,
    enabled,
  });

export interface SheinAttributeDef {
  attributeId: number;
  name: string;
  sale: boolean;
  required: boolean;
}
export const useSheinAttributes = (categoryId: number | null) =>
  useQuery({
    queryKey: ['shein-attributes', categoryId],
    queryFn: () => http.get<SheinAttributeDef[]>(SHEIN_TEMPLATE_API.attributes, { categoryId: categoryId! }),
    enabled: categoryId !== null,
    staleTime: 3600_000,
    retry: false,
  });

function useSheinMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: SHEIN_KEY }) });
}
export const useSaveSheinTemplate = () =>
  useSheinMutation((v: { id: number | null; template: SheinTemplateBody }) =>
    http.post<Saved>(SHEIN_TEMPLATE_API.save, v),
  );
export const useDeleteSheinTemplate = () =>
  useSheinMutation((id: number) => http.post<null>(SHEIN_TEMPLATE_API.remove, { id }));
export const useSheinFromDesign = () =>
  useSheinMutation((designId: number) => http.post<Saved>(SHEIN_TEMPLATE_API.fromDesign, { designId }));
export const useUploadToShein = () =>
  useSheinMutation((v: { templateIds: number[]; shopIds: number[] }) =>
    http.post<{ queued: number }>(SHEIN_TEMPLATE_API.upload, v),
  );
export const useRetrySheinPublish = () =>
  useSheinMutation((id: number) => http.post<null>(SHEIN_TEMPLATE_API.retry, { id }));

export interface PublishQuery {
  pageNum: number;
  pageSize: number;
  state?: SheinPublishState;
}
/** Polls every 2 s while something is 待发布 / 发布中. */
export const useSheinPublishes = (q: PublishQuery) =>
  useQuery({
    queryKey: [...SHEIN_KEY, 'publishes', q],
    queryFn: () => http.get<SheinPublishPage>(SHEIN_TEMPLATE_API.publishPage, { ...q }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const c = query.state.data?.counts;
      return c && (c.queued ?? 0) + (c.adding ?? 0) > 0 ? 2000 : false;
    },
  });

export interface OnlineQuery extends PageQuery {
  shopId?: number;
}
export const useSheinOnline = (q: OnlineQuery) =>
  useQuery({
    queryKey: [...SHEIN_KEY, 'online', q],
    queryFn: () => http.get<PageResult<SheinOnlineRow>>(SHEIN_TEMPLATE_API.onlinePage, { ...q }),
    placeholderData: keepPreviousData,
  });

/** The seller's Shein shops (publish dialog, filters). */
export function useSheinShopOptions() {
  const q = useQuery({
    queryKey: [...SHOPS_KEY, 'options', 'shein'],
    queryFn: () => http.get<PageResult<ShopRow>>(SHOP_API.page, { platform: 'shein', pageNum: 1, pageSize: 100 }),
  });
  return (q.data?.rows ?? []).map((s) => ({ value: s.id, label: s.mallName }));
}
