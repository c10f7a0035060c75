import { API, type SiteConfig } from '@podbench/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../request/request';
import { applyPageTitle } from '../utils/page-title';
import { SITE_CONFIG_KEY } from '../utils/storage-keys';

export function readStoredSiteConfig(): Partial<SiteConfig> | null {
  try {
    const raw = sessionStorage.getItem(SITE_CONFIG_KEY);
    return raw ? (JSON.parse(raw) as Partial<SiteConfig>) : null;
  } catch {
    return null;
  }
}

/** Public call; the answer is cached in sessionStorage `systemsiteconfig`, which the page title reads. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const config = await http.get<SiteConfig>(API.site.config);
  sessionStorage.setItem(SITE_CONFIG_KEY, JSON.stringify(config));
  applyPageTitle();
  return config;
}

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config'], queryFn: getSiteConfig, staleTime: 10 * 60 * 1000 });

/** The site configuration: the stored copy at once, the server's answer when it arrives. */
export function useSiteConfig(): Partial<SiteConfig> {
  const { data } = useQuery(siteConfigQueryOptions());
  return data ?? readStoredSiteConfig() ?? {};
}
