import { useAuthStore } from '../auth/auth-store';

const FILE_PREFIX = '/api/file/';

/**
 * URL for an `<img src>` of a stored file. Downloads need the session, and an image request cannot carry
 * the Authorization header, so files served by the API get `?token=`; other URLs pass through.
 */
export function fileUrl(url: string | null | undefined, token = useAuthStore.getState().token): string {
  if (!url) return '';
  if (!url.startsWith(FILE_PREFIX)) return url;
  const base = import.meta.env.VITE_API_BASE ?? '';
  return token ? `${base}${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : `${base}${url}`;
}

/** `fileUrl` that follows the current token. */
export function useFileUrl(url: string | null | undefined): string {
  const token = useAuthStore((s) => s.token);
  return fileUrl(url, token);
}
