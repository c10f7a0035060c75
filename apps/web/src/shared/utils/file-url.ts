/**
 * URL for an `<img src>` of a file the API signed (an avatar: `/api/file/avatar/…?e=&s=`). The link grants that one
 * file until it expires, so it carries no session: never put the session token in a URL (it would end up in logs,
 * history and other sites' Referer). With VITE_API_BASE the API lives on another origin; other URLs pass through.
 */
export function fileUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (!url.startsWith('/api/')) return url;
  return `${import.meta.env.VITE_API_BASE ?? ''}${url}`;
}
