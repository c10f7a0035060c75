import { DEFAULT_PROJECT_TITLE, DEFAULT_SITE_TITLE } from '@podbench/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPageTitle, buildPageTitle } from './page-title';
import { SITE_CONFIG_KEY } from './storage-keys';

describe('page title', () => {
  afterEach(() => sessionStorage.clear());

  it('is site title, " - ", project title', () => {
    expect(buildPageTitle(JSON.stringify({ title: '星河印品', projectTitle: '卖家后台' }))).toBe('星河印品 - 卖家后台');
  });

  it('falls back to siteName, then to the defaults', () => {
    expect(buildPageTitle(JSON.stringify({ siteName: '星河' }))).toBe(`星河 - ${DEFAULT_PROJECT_TITLE}`);
    expect(buildPageTitle(null)).toBe(`${DEFAULT_SITE_TITLE} - ${DEFAULT_PROJECT_TITLE}`);
    expect(buildPageTitle('{broken')).toBe(`${DEFAULT_SITE_TITLE} - ${DEFAULT_PROJECT_TITLE}`);
    expect(buildPageTitle(JSON.stringify({ title: '  ' }))).toBe(`${DEFAULT_SITE_TITLE} - ${DEFAULT_PROJECT_TITLE}`);
  });

  it('reads sessionStorage systemsiteconfig', () => {
    sessionStorage.setItem(SITE_CONFIG_KEY, JSON.stringify({ title: '测试站' }));
    applyPageTitle();
    expect(document.title).toBe(`测试站 - ${DEFAULT_PROJECT_TITLE}`);
  });
});
