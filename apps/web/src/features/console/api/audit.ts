import { API_CONSOLE, type AuditLog, type PageResult } from '@podbench/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  beginTime?: number;
  endTime?: number;
}

export const useAuditLogs = (q: AuditQuery) =>
  useQuery({
    queryKey: ['console', 'audit', q],
    queryFn: () => http.get<PageResult<AuditLog>>(API_CONSOLE.audit.page, { ...q }),
    placeholderData: keepPreviousData,
  });
