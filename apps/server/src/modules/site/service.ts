import { type SiteConfig, siteConfig } from '@podbench/contract';
import type { Executor } from '../../db';
import { DEFAULT_SITE_CONFIG } from '../../db/seed/site';
import { readSiteConfigRows } from './repository';

/** The stored site configuration over the defaults; an unreadable value falls back to its default. */
export async function getSiteConfig(db: Executor): Promise<SiteConfig> {
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_CONFIG };
  for (const row of await readSiteConfigRows(db)) {
    try {
      merged[row.key] = JSON.parse(row.value);
    } catch {
      // keep the default
    }
  }
  const parsed = siteConfig.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_CONFIG;
}
