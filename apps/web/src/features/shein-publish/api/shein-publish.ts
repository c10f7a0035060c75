import { type PageResult, SHEIN_TEMPLATE_API, type SheinCategory, type SheinOnlineRow } from '@podbench/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

/** Every Shein query sits under this key (the publishing core's mutations invalidate it: see ../marketplace). */
export const SHEIN_KEY = ['shein-publish'] as const;

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
  /** Shein's attribute_type as a word (answered by newer servers): `size` rows go to the size chart, not here. */
  kind?: 'sale' | 'size' | 'composition' | 'product';
  /** The values Shein offers (select modes); absent or empty = free input. */
  values?: string[];
  /** Several values may be chosen (kept as one text, separated by 、). */
  multiple?: boolean;
}
export const useSheinAttributes = (categoryId: number | null) =>
  useQuery({
    queryKey: ['shein-attributes', categoryId],
    queryFn: () => http.get<SheinAttributeDef[]>(SHEIN_TEMPLATE_API.attributes, { categoryId: categoryId! }),
    enabled: categoryId !== null,
    staleTime: 3600_000,
    retry: false,
  });

export interface OnlineQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  shopId?: number;
}
export const useSheinOnline = (q: OnlineQuery) =>
  useQuery({
    queryKey: [...SHEIN_KEY, 'online', q],
    queryFn: () => http.get<PageResult<SheinOnlineRow>>(SHEIN_TEMPLATE_API.onlinePage, { ...q }),
    placeholderData: keepPreviousData,
  });
