import { DEFAULT_PROJECT_TITLE, type SiteConfig } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const t = await useTestApp();

describe('GET /api/site/config', () => {
  it('is public and returns the seeded defaults', async () => {
    const r = await t.call<SiteConfig>({ method: 'GET', url: '/api/site/config' });
    expect(r.status).toBe(200);
    expect(r.code).toBe(200);
    expect(r.data.projectTitle).toBe(DEFAULT_PROJECT_TITLE);
    expect(r.data.customerServiceText).toBe('请使用微信扫码添加客服');
    expect(Array.isArray(r.data.productionHosts)).toBe(true);
  });

  it('reflects a stored value and ignores a corrupt one', async () => {
    const db = t.runtime.ctx.db;
    await db
      .updateTable('site_config')
      .set({ value: JSON.stringify('我的站点') })
      .where('key', '=', 'title')
      .execute();
    await db.updateTable('site_config').set({ value: '{not json' }).where('key', '=', 'siteName').execute();
    const r = await t.call<SiteConfig>({ method: 'GET', url: '/api/site/config' });
    expect(r.data.title).toBe('我的站点');
    expect(r.data.siteName).toBe('PodBench');
  });
});

describe('unknown API path', () => {
  it('answers 404 in the envelope with a Chinese message', async () => {
    const r = await t.call({ method: 'GET', url: '/api/nope' });
    expect(r.status).toBe(404);
    expect(r.code).toBe(404);
    expect(r.msg).toContain('接口不存在');
  });
});
