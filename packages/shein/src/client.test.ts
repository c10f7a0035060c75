import { describe, expect, it } from 'vitest';
import { type SheinFetch, SheinClient } from './client';
import { SheinCode, sheinFail, sheinOk } from './envelope';
import { SheinApiError } from './errors';
import { encryptSecretKey } from './secret-key';
import { verifySheinSignature } from './sign';

const APP = { appid: 'APPID0001', appSecret: 'APPSECRET0123456789ABCDEF' };

function gateway(replies: Array<{ status?: number; body: unknown }>) {
  const seen: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch: SheinFetch = async (url, init) => {
    seen.push({ url, headers: init.headers, body: JSON.parse(init.body) });
    const r = replies[Math.min(seen.length - 1, replies.length - 1)];
    return { status: r.status ?? 200, text: async () => JSON.stringify(r.body) };
  };
  return { fetch, seen };
}

describe('SheinClient', () => {
  it('exchanges a tempToken signed with appid + appSecret and decrypts the secretKey', async () => {
    const gw = gateway([
      { body: sheinOk({ openKeyId: 'OK1', secretKey: encryptSecretKey('SK1', APP.appSecret) }, 't') },
    ]);
    const c = new SheinClient({ gateway: 'https://shein.example/', fetch: gw.fetch, now: () => 1700000000000 });
    const keys = await c.exchangeTempToken(APP, 'temp-1');
    expect(keys).toMatchObject({ openKeyId: 'OK1', secretKey: 'SK1' });
    const { url, headers, body } = gw.seen[0];
    expect(url).toBe('https://shein.example/open-api/auth/get-by-token');
    expect(body).toEqual({ tempToken: 'temp-1' });
    expect(headers['x-lt-appid']).toBe(APP.appid);
    expect(headers['x-lt-timestamp']).toBe('1700000000000');
    const ok = verifySheinSignature({
      keyId: APP.appid,
      secretKey: APP.appSecret,
      path: '/open-api/auth/get-by-token',
      timestamp: headers['x-lt-timestamp'],
      signature: headers['x-lt-signature'],
    });
    expect(ok).toBe(true);
  });

  it('signs shop calls with openKeyId and returns the checked info', async () => {
    const tree = { data: [{ categoryId: 1, categoryName: '女装', lastCategory: false, children: [] }] };
    const gw = gateway([{ body: sheinOk(tree, 't') }]);
    const c = new SheinClient({ gateway: 'https://shein.example', fetch: gw.fetch });
    const r = await c.call('categoryTree', {}, { openKeyId: 'OK1', secretKey: 'SK1' });
    expect(r.data[0].categoryName).toBe('女装');
    expect(gw.seen[0].headers['x-lt-openKeyId']).toBe('OK1');
  });

  it('maps errors to Chinese and retries only idempotent paths', async () => {
    const limited = { body: sheinFail(SheinCode.RATE_LIMITED, 'too many', 't') };
    const gw = gateway([limited, limited, { body: sheinOk({ list: [], count: 0 }, 't') }]);
    const c = new SheinClient({ gateway: 'https://s', fetch: gw.fetch, sleep: async () => {} });
    await c.call('purchaseOrders', {}, { openKeyId: 'a', secretKey: 'b' });
    expect(gw.seen).toHaveLength(3);

    const gw2 = gateway([limited]);
    const c2 = new SheinClient({ gateway: 'https://s', fetch: gw2.fetch, sleep: async () => {} });
    const err = await c2.call('publishOrEdit', {}, { openKeyId: 'a', secretKey: 'b' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SheinApiError);
    expect((err as SheinApiError).message).toContain('过于频繁');
    expect(gw2.seen).toHaveLength(1);

    const gw3 = gateway([{ body: sheinFail(SheinCode.SIGN_INVALID, 'sign error', 't') }]);
    const c3 = new SheinClient({ gateway: 'https://s', fetch: gw3.fetch });
    await expect(c3.call('categoryTree', {}, { openKeyId: 'a', secretKey: 'b' })).rejects.toThrow('签名校验失败');
  });
});
