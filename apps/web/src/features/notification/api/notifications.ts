import { NOTIFICATION_API, type NotificationPage, type NotificationSettings } from '@podbench/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/request/request';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const SETTINGS_KEY = ['notification-settings'] as const;

export const getNotifications = (pageNum: number, pageSize: number) =>
  http.get<NotificationPage>(NOTIFICATION_API.page, { pageNum, pageSize });

export const useNotifications = (pageNum: number, pageSize: number, enabled = true) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'page', pageNum, pageSize],
    queryFn: () => getNotifications(pageNum, pageSize),
    enabled,
  });

export const notificationUnreadOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: () => http.get<{ unread: number }>(NOTIFICATION_API.unread),
    select: (data) => data.unread,
    // New orders arrive with the 10-minute order sync; a minute keeps the bell close behind.
    refetchInterval: 60 * 1000,
  });

/** Unread notifications the caller may see, refreshed every minute and after marking read. */
export const useNotificationUnread = (enabled = true) => useQuery({ ...notificationUnreadOptions(), enabled });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | undefined) =>
      ids ? http.post<{ unread: number }>(NOTIFICATION_API.read, { ids }) : http.post(NOTIFICATION_API.readAll, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export const useNotificationSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => http.get<NotificationSettings>(NOTIFICATION_API.settings) });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s: NotificationSettings) => http.put<NotificationSettings>(NOTIFICATION_API.settings, s),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // Saving runs the scan at once (unpaid past the new N hours, low balance): the bell may have news.
      return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
