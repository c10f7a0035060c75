import {
  API_FUNDS_EXCEPTION,
  type FundsException,
  type FundsExceptionKind,
  type FundsExceptionStatus,
  type PageResult,
} from '@podbench/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

const KEY = ['console', 'funds-exceptions'] as const;

export interface FundsExceptionQuery {
  pageNum: number;
  pageSize: number;
  status?: FundsExceptionStatus;
  kind?: FundsExceptionKind;
  keyword?: string;
  beginTime?: number;
  endTime?: number;
}

export const useFundsExceptions = (q: FundsExceptionQuery) =>
  useQuery({
    queryKey: [...KEY, q],
    queryFn: () => http.get<PageResult<FundsException>>(API_FUNDS_EXCEPTION.page, { ...q }),
    placeholderData: keepPreviousData,
  });

/** 处理: marks it resolved with the operator's note (recorded in 操作日志). */
export const useResolveFundsException = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; note: string }) => http.post<FundsException>(API_FUNDS_EXCEPTION.resolve, v),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};
