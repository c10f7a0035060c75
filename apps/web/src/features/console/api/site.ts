import { API_CONSOLE, type OnlineUsers, type SiteConfig, type SiteConfigSaveBody } from '@podbench/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteConfigQueryOptions } from '@/shared/api/get-site-config';
import { http } from '@/shared/request/request';

/** Saves the site settings; the shell's cached copy (titles, QR) refreshes with the answer. */
export function useSaveSiteConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: SiteConfigSaveBody) => http.post<SiteConfig>(API_CONSOLE.site.save, v),
    onSuccess: () => client.invalidateQueries({ queryKey: siteConfigQueryOptions().queryKey }),
  });
}

/** Users seen in the last five minutes, refreshed every 30 s while the page is open. */
export const useOnlineUsers = () =>
  useQuery({
    queryKey: ['console', 'online'],
    queryFn: () => http.get<OnlineUsers>(API_CONSOLE.online),
    refetchInterval: 30_000,
  });

/** Uploads the customer-service QR (PNG, JPEG or WebP, ≤ 1 MB); the answer is the saved site configuration. */
export function useUploadQr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.upload<SiteConfig>(API_CONSOLE.site.qr, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: siteConfigQueryOptions().queryKey }),
  });
}
