import { API, type NoticeView, type PageResult } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const NOTICES_KEY = ['notices'] as const;

export const getNotices = (pageNum: number, pageSize: number) =>
  http.get<PageResult<NoticeView>>(API.notice.page, { pageNum, pageSize });

export const noticesQueryOptions = (pageNum: number, pageSize: number) =>
  queryOptions({ queryKey: [...NOTICES_KEY, 'page', pageNum, pageSize], queryFn: () => getNotices(pageNum, pageSize) });

export const useNotices = (pageNum: number, pageSize: number, enabled = true) =>
  useQuery({ ...noticesQueryOptions(pageNum, pageSize), enabled });
