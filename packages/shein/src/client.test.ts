import { describe, expect, it } from 'vitest';
import { type SheinFetch, SheinClient } from './client';
import { SheinApiError } from './errors';
import { sheinGateway } from './gateway';
import { multipartParts, parseJsonFixture } from './golden/reference-samples';
import { encryptSecretKey } from './secret-key';
import { verifySheinSignature } from './sign';

const APP = { appid: 'APPID0001', appSecret: 'APPSECRET0123456789ABCDEF' };
const KEYS = { openKeyId: 'OK1', secretKey: 'SK1' };
const ok = (info: unknown) => ({ code: '0', msg: 'OK', info, traceId: 't' });

function gateway(replies: Array<{ status?: number; body: unknown }>) {
  const seen: Array<{ url: string; headers: Record<string, string>; body: string | Uint8Array }> = [];
  const fetch: SheinFetch = async (url, init) => {
    seen.push({ url, headers: init.headers, body: init.body });
    const r = replies[Math.min(seen.length - 1, replies.length - 1)];
    return { status: r?.status ?? 200, text: async () => JSON.stringify(r?.body) };
  };
  return { fetch, seen, json: (i: number) => JSON.parse(String(seen[i]?.body)) };
}

describe('SheinClient', () => {
  it('defaults to the 全托管 gateway of the official table (.cn), configurable per app type', () => {
    expect(sheinGateway()).toBe('https://openapi.sheincorp.cn');
    expect(sheinGateway('semi-managed')).toBe('https://openapi.sheincorp.com');
    expect(sheinGateway('full-managed', 'test')).toBe('https://openapi-test01.sheincorp.cn');
  });

  it('exchanges a tempToken signed with appid + appSecret and decrypts the secretKey', async () => {
    const gw = gateway([{ body: ok({ openKeyId: 'OK1', secretKey: encryptSecretKey('SK1', APP.appSecret) }) }]);
    const c = new SheinClient({ gateway: 'https://shein.example/', fetch: gw.fetch, now: () => 1700000000000 });
    const keys = await c.exchangeTempToken(APP, 'temp-1');
    expect(keys).toMatchObject({ openKeyId: 'OK1', secretKey: 'SK1' });
    const { url, headers } = gw.seen[0]!;
    expect(url).toBe('https://shein.example/open-api/auth/get-by-token');
    expect(gw.json(0)).toEqual({ tempToken: 'temp-1' });
    expect(headers['x-lt-appid']).toBe(APP.appid);
    expect(headers['x-lt-timestamp']).toBe('1700000000000');
    const signed = verifySheinSignature({
      keyId: APP.appid,
      secretKey: APP.appSecret,
      path: '/open-api/auth/get-by-token',
      timestamp: headers['x-lt-timestamp'] as string,
      signature: headers['x-lt-signature'] as string,
    });
    expect(signed).toBe(true);
  });

  it('signs shop calls with openKeyId, sends the language header on goods calls and reads snake_case', async () => {
    const tree = {
      data: [{ category_id: 1, category_name: '女装', parent_category_id: 0, last_category: false, children: [] }],
    };
    const gw = gateway([{ body: ok(tree) }]);
    const c = new SheinClient({ gateway: 'https://shein.example', fetch: gw.fetch, language: 'en' });
    const r = await c.call('categoryTree', {}, KEYS);
    expect(r.data[0]?.category_name).toBe('女装');
    expect(gw.seen[0]?.headers['x-lt-openKeyId']).toBe('OK1');
    expect(gw.seen[0]?.headers.language).toBe('en');
  });

  it('uploads image bytes to upload-pic as multipart image_type + file (never a data: URI)', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
    const gw = gateway([{ body: ok({ image_url: 'http://img.shein/x.png', width: 900, height: 900 }) }]);
    const c = new SheinClient({ gateway: 'https://s', fetch: gw.fetch, now: () => 1700000000000 });
    const r = await c.uploadPic(KEYS, { imageType: 5, bytes: png });
    expect(r.image_url).toBe('http://img.shein/x.png');
    const seen = gw.seen[0]!;
    expect(seen.url).toBe('https://s/open-api/goods/upload-pic');
    const type = seen.headers['content-type'] as string;
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.headers.language).toBe('zh-cn');
    const parts = multipartParts(Buffer.from(seen.body as Uint8Array).toString('latin1'), type.split('boundary=')[1]!);
    expect(parts.image_type?.value).toBe('5');
    expect(parts.file?.contentType).toBe('image/png');
    expect(Buffer.from(parts.file?.value ?? '', 'latin1').equals(png)).toBe(true);
    const signed = verifySheinSignature({
      keyId: 'OK1',
      secretKey: 'SK1',
      path: '/open-api/goods/upload-pic',
      timestamp: seen.headers['x-lt-timestamp'] as string,
      signature: seen.headers['x-lt-signature'] as string,
    });
    expect(signed).toBe(true);
    await expect(c.uploadPic(KEYS, { imageType: 1, bytes: Buffer.from('GIF89a') })).rejects.toThrow('JPG 或 PNG');
  });

  it('refuses to send a body the reference does not describe', async () => {
    const gw = gateway([{ body: ok({}) }]);
    const c = new SheinClient({ gateway: 'https://s', fetch: gw.fetch });
    const bad = c.call('transformPic', { image_type: 1, original_url: 'data:image/png;base64,AAAA' }, KEYS);
    await expect(bad).rejects.toThrow('不符合接口规范');
    expect(gw.seen).toHaveLength(0);
  });

  it('turns the failures Shein delivers inside code "0" into errors with its reasons', async () => {
    const gw = gateway([
      { body: ok({ original: 'https://a/b.jpg', transformed: '', failure_reason: '图片下载异常' }) },
      {
        body: ok({
          success: false,
          pre_valid_result: [{ module: 'product_attribute_list', messages: ['属性[材质]必填'] }],
        }),
      },
    ]);
    const c = new SheinClient({ gateway: 'https://s', fetch: gw.fetch });
    await expect(c.call('transformPic', { image_type: 1, original_url: 'https://a/b.jpg' }, KEYS)).rejects.toThrow(
      '图片下载异常',
    );
    const body = parseJsonFixture('publishOrEdit.new.request.txt') as Record<string, unknown>;
    const err = await c.call('publishOrEdit', body, KEYS).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SheinApiError);
    expect((err as SheinApiError).message).toBe('Shein 未接受该商品：product_attribute_list：属性[材质]必填');
    expect(gw.seen).toHaveLength(2);
  });

  it('maps the documented codes to Chinese and retries only idempotent paths', async () => {
    const busy = { status: 503, body: 'busy' };
    const gw = gateway([busy, busy, { body: ok({ data: [], meta: null }) }]);
    const c = new SheinClient({ gateway: 'https://s', fetch: gw.fetch, sleep: async () => {} });
    await c.call('brandList', {}, KEYS);
    expect(gw.seen).toHaveLength(3);

    const gw3 = gateway([{ body: { code: 'openapi00001', msg: '签名错误:生成的签名不正确', traceId: 't' } }]);
    const c3 = new SheinClient({ gateway: 'https://s', fetch: gw3.fetch });
    const err = await c3.call('categoryTree', {}, KEYS).catch((e: unknown) => e);
    expect((err as SheinApiError).kind).toBe('auth');
    expect((err as SheinApiError).message).toContain('签名校验失败');

    const gw4 = gateway([{ body: { code: '1', msg: 'IP is not in the whitelist : 1.2.3.4', traceId: 't' } }]);
    const c4 = new SheinClient({ gateway: 'https://s', fetch: gw4.fetch });
    await expect(c4.call('categoryTree', {}, KEYS)).rejects.toThrow('1.2.3.4 不在 Shein 应用的 IP 白名单中');
  });
});
