import { API } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/request/request';
import { NOTICES_KEY } from './get-notices';

export const getUnreadCount = () => http.get<{ unread: number }>(API.notice.unread);

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTICES_KEY, 'unread'],
    queryFn: getUnreadCount,
    select: (data) => data.unread,
    refetchInterval: 5 * 60 * 1000,
  });

/** Unread announcements, refreshed every five minutes and after marking read. */
export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
