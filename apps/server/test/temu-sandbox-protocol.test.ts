import { signParams, TemuApiError, type TemuLogger } from '@podbench/temu';
import { describe, expect, it } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { sandboxApp, sandboxClient, sandboxShop } from './marketplace-fixtures';

const t = await useTestApp();
const ROUTER = `${TEMU_SANDBOX.gatewayCn}/openapi/router`;

interface Envelope {
  success: boolean;
  errorCode: number;
  errorMsg: string;
  requestId: string;
}

/** A raw call to the sandbox gateway, signed (unless `sign` is given) with the sandbox app's secret. */
async function raw(body: Record<string, unknown>, opts: { unsigned?: boolean } = {}) {
  const a = await sandboxApp(t);
  const full = { app_key: a.appKey, data_type: 'JSON', timestamp: Math.floor(Date.now() / 1000), ...body };
  const payload = opts.unsigned ? full : { ...full, sign: signParams(full, a.appSecret) };
  const r = await t.app.inject({ method: 'POST', url: ROUTER, payload });
  return { status: r.statusCode, body: r.json() as Envelope };
}

describe('gateway protocol checks', () => {
  it.each([
    ['no type', { type: undefined }, 7000000],
    ['no app_key', { type: 'bg.mall.info.get', app_key: undefined }, 7000002],
    ['no timestamp', { type: 'bg.mall.info.get', timestamp: undefined }, 7000008],
    ['a 13-digit timestamp', { type: 'bg.mall.info.get', timestamp: Date.now() }, 7000011],
    ['data_type other than JSON', { type: 'bg.mall.info.get', data_type: 'XML' }, 7000013],
    ['an unknown app', { type: 'bg.mall.info.get', app_key: 'nope' }, 7000006],
  ])('refuses %s', async (_name, over, code) => {
    const r = await raw({ access_token: 'x', ...over });
    expect(r.body).toMatchObject({ success: false, errorCode: code });
    expect(r.body.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a request without a sign with 7000014 and without a token with 7000003', async () => {
    expect((await raw({ type: 'bg.mall.info.get' }, { unsigned: true })).body.errorCode).toBe(7000014);
    expect((await raw({ type: 'bg.mall.info.get' })).body.errorCode).toBe(7000003);
  });

  it('answers an unreadable body in Temu’s envelope', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: ROUTER,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errorCode: 7000000 });
  });

  it('returns the success envelope with errorCode 1000000', async () => {
    const shop = await sandboxShop(t);
    const r = await raw({ type: 'bg.mall.info.get', access_token: shop.accessToken });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, errorCode: 1000000 });
  });
});

/**
 * Runs `burst` against a fresh shop, again with another one until a run fits inside one rate-limit window (first
 * send to last answer < 1 s): its calls then all fall in one window of the sandbox's counter, however slow a loaded
 * machine is, and the caller can assert exactly what one window allows.
 */
async function withinOneWindow<T>(burst: (shop: Awaited<ReturnType<typeof sandboxShop>>) => Promise<T>) {
  for (let tries = 1; ; tries++) {
    const shop = await sandboxShop(t);
    const started = Date.now();
    const r = await burst(shop);
    if (Date.now() - started < 1000) return { shop, r };
    if (tries >= 10)
      throw new Error('no burst fitted in one second in 10 tries: the machine is too slow for this test');
  }
}

describe('per-shop rate limits (database counters)', () => {
  it('answers 429 beyond the type’s qps for one shop, and the client turns it into a Chinese message', async () => {
    const { r: results } = await withinOneWindow((s) =>
      Promise.all(Array.from({ length: 8 }, () => raw({ type: 'bg.goods.cats.get', access_token: s.accessToken }))),
    );
    // One window: exactly the type's 3 calls pass, the other 5 are refused.
    const limited = results.filter((r) => r.status === 429);
    expect(results.filter((r) => r.body.success)).toHaveLength(3);
    expect(limited).toHaveLength(5);
    expect(limited[0].body).toMatchObject({ success: false, errorCode: 4000004 });

    const other = await sandboxShop(t);
    expect((await raw({ type: 'bg.goods.cats.get', access_token: other.accessToken })).body.success).toBe(true);

    const c = await sandboxClient(t, { retry: { maxAttempts: 1 } });
    const { r: e } = await withinOneWindow(async (s) => {
      await Promise.all(
        Array.from({ length: 3 }, () => raw({ type: 'bg.goods.attrs.get', catId: 26110, access_token: s.accessToken })),
      );
      return c.call('bg.goods.attrs.get', { catId: 26110 }, { accessToken: s.accessToken }).catch((x) => x);
    });
    expect(e).toBeInstanceOf(TemuApiError);
    expect((e as TemuApiError).message).toBe('Temu 接口调用过于频繁（已触发店铺限流），请稍后再试');
  });

  it('is never exceeded by the client: its token bucket paces one shop’s calls', async () => {
    const shop = await sandboxShop(t);
    const c = (await sandboxClient(t, { retry: { maxAttempts: 1 } })).forShop({
      accessToken: shop.accessToken,
      shopKey: shop.mallId,
    });
    const started = Date.now();
    const all = await Promise.all(Array.from({ length: 7 }, () => c.call('bg.goods.cats.get', { parentCatId: 0 })));
    expect(all).toHaveLength(7);
    // 7 calls at 3 qps need two further windows.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });
});

describe('injected faults', () => {
  it('fails the next call with system_exception; a read is retried and succeeds, logged without secrets', async () => {
    const shop = await sandboxShop(t);
    await t.call({
      method: 'POST',
      url: TEMU_SANDBOX.fault,
      payload: { kind: 'system_exception', count: 2, type: 'bg.goods.cats.get', mallId: shop.mallId },
    });
    const lines: string[] = [];
    const log = (obj: Record<string, unknown>, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`);
    const logger: TemuLogger = { debug: log, info: log, warn: log };
    const c = await sandboxClient(t, { logger });
    const r = await c.call('bg.goods.cats.get', {}, { accessToken: shop.accessToken, shopKey: shop.mallId });
    expect(r.categoryDTOList.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.startsWith('temu retry'))).toHaveLength(2);
    expect(lines.join('\n')).not.toContain(shop.accessToken);
  });
});
