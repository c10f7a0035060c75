import { DEFAULT_PROJECT_TITLE, DEFAULT_SITE_TITLE } from '@podbench/contract';
import { SITE_CONFIG_KEY } from './storage-keys';

/**
 * Page title (spec §1, §9): the site title kept in the stored site configuration (`title`, else
 * `siteName`, else the default), ' - ', then the project title.
 */
export function buildPageTitle(storedSiteConfig: string | null): string {
  let site = '';
  let project = '';
  if (storedSiteConfig) {
    try {
      const parsed: unknown = JSON.parse(storedSiteConfig);
      if (parsed && typeof parsed === 'object') {
        const record = parsed as Record<string, unknown>;
        site = pickString(record.title) || pickString(record.siteName);
        project = pickString(record.projectTitle);
      }
    } catch {
      // A damaged entry falls back to the defaults.
    }
  }
  return `${site || DEFAULT_SITE_TITLE} - ${project || DEFAULT_PROJECT_TITLE}`;
}

const pickString = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function applyPageTitle() {
  document.title = buildPageTitle(sessionStorage.getItem(SITE_CONFIG_KEY));
}
