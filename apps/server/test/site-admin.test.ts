import {
  API,
  API_CONSOLE,
  type AuditLog,
  type OnlineUsers,
  type PageResult,
  type SiteConfig,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newOperator, newSeller } from './money-fixtures';

const t = await useTestApp();
const op = await newOperator(t);

const body = {
  title: '印象工坊',
  projectTitle: '跨境定制工作台',
  customerServiceText: '工作日 9:00–18:00 在线',
  customerServiceQr: 'https://cdn.example.com/qr.png',
  productionHosts: ['Shop.Example.com', 'www.example.com'],
};
const save = (payload: unknown, token = op.token) =>
  t.call<SiteConfig>({
    method: 'POST',
    url: API_CONSOLE.site.save,
    payload: payload as Record<string, unknown>,
    token,
  });

describe('operator › site configuration', () => {
  it('saves what the public site config answers, audited', async () => {
    const r = await save(body);
    expect(r.code).toBe(200);
    const pub = await t.call<SiteConfig>({ method: 'GET', url: API.site.config });
    expect(pub.data).toMatchObject({
      title: '印象工坊',
      siteName: '印象工坊',
      projectTitle: '跨境定制工作台',
      customerServiceQr: 'https://cdn.example.com/qr.png',
      productionHosts: ['shop.example.com', 'www.example.com'],
    });
    const audit = await t.call<PageResult<AuditLog>>({
      method: 'GET',
      url: `${API_CONSOLE.audit.page}?action=site.save`,
      token: op.token,
    });
    expect(audit.data.rows[0]?.after).toMatchObject({ title: '印象工坊' });
  });

  it('refuses bad values in Chinese and keeps the old ones', async () => {
    await save(body);
    for (const bad of [
      { ...body, title: '' },
      { ...body, customerServiceQr: 'javascript:alert(1)' },
      { ...body, customerServiceQr: 'http://insecure.example.com/qr.png' },
      { ...body, productionHosts: ['not a host'] },
    ]) {
      const r = await save(bad);
      expect(r.code).toBe(400);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call<SiteConfig>({ method: 'GET', url: API.site.config })).data.title).toBe('印象工坊');
    const seller = await newSeller(t);
    expect((await save(body, seller.token)).code).toBe(403);
    expect((await t.call({ method: 'POST', url: API_CONSOLE.site.save, payload: body })).code).toBe(401);
  });

  it('counts users seen in the last five minutes', async () => {
    const seller = await newSeller(t);
    await t.call({ method: 'GET', url: API.clientUser.accountInfo, token: seller.token });
    const r = await t.call<OnlineUsers>({ method: 'GET', url: API_CONSOLE.online, token: op.token });
    expect(r.data.windowMinutes).toBe(5);
    expect(r.data.users).toBeGreaterThanOrEqual(2);
    // A session last seen ten minutes ago is not online.
    await t.runtime.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 10 * 60_000 })
      .where('user_id', '=', seller.id)
      .execute();
    const after = await t.call<OnlineUsers>({ method: 'GET', url: API_CONSOLE.online, token: op.token });
    expect(after.data.users).toBe(r.data.users - 1);
    expect((await t.call({ method: 'GET', url: API_CONSOLE.online, token: seller.token })).code).toBe(403);
  });
});
