import { API, API_CONSOLE, type SiteConfig } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { DEMO, OPERATOR, signIn } from './account-fixtures';
import { useTestApp } from './helper';
import { makePng, multipart } from './multipart';

/** Issue 21 §6: the operator uploads the customer-service QR in 站点设置; everyone's widget shows that image. */
const t = await useTestApp();
const op = await signIn(t, OPERATOR.userName, OPERATOR.password);
const seller = await signIn(t, DEMO.userName, DEMO.password);
const upload = (token: string, data: Buffer | string, filename = 'qr.png', contentType = 'image/png') =>
  t.call<SiteConfig>({
    method: 'POST',
    url: API_CONSOLE.site.qr,
    token,
    ...multipart([{ filename, contentType, data }]),
  });
const config = async () => (await t.call<SiteConfig>({ method: 'GET', url: API.site.config })).data;

describe('customer-service QR upload', () => {
  it('starts without a placeholder QR, with text and hours', async () => {
    const c = await config();
    expect(c.customerServiceQr).toBe('');
    expect(c.customerServiceText).toBe('请使用微信扫码添加客服');
    expect(c.customerServiceHours).toBe('工作日 9:00-18:00');
  });

  it('stores a PNG, points the site setting at it, and serves the same bytes to anyone', async () => {
    const png = makePng(16, 16, 7);
    const r = await upload(op, png);
    expect([r.code, r.msg]).toEqual([200, '客服二维码已更新']);
    expect(r.data.customerServiceQr).toMatch(/^\/api\/site\/asset\/cs-qr-[0-9a-f]{16}\.png$/);
    expect((await config()).customerServiceQr).toBe(r.data.customerServiceQr);
    const img = await t.app.inject({ method: 'GET', url: r.data.customerServiceQr });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.rawPayload, png)).toBe(0);
    const audit = await t.runtime.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'site.qr')
      .executeTakeFirst();
    expect(audit).toBeTruthy();
  });

  it('refuses what is not a PNG/JPEG/WebP (whatever it is called), sellers, and unknown names — nothing changes', async () => {
    const before = (await config()).customerServiceQr;
    const fake = await upload(op, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'qr.png', 'image/png');
    expect([fake.code, fake.msg]).toEqual([415, '二维码须为 PNG、JPEG 或 WebP 图片']);
    expect((await upload(seller, makePng())).code).toBe(403);
    expect((await config()).customerServiceQr).toBe(before);
    for (const url of [
      '/api/site/asset/cs-qr-0000000000000000.png',
      '/api/site/asset/..%2Fsecret',
      '/api/site/asset/x.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses an image over 1 MB with 413', async () => {
    const big = Buffer.concat([makePng(), Buffer.alloc(1024 * 1024 + 10)]);
    const r = await upload(op, big);
    expect([r.code, r.msg]).toEqual([413, '二维码图片不能超过 1 MB']);
  });
});
