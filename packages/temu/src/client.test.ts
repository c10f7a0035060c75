import { describe, expect, it } from 'vitest';
import { TemuClient } from './client';
import { manualClock } from './clock';
import { TemuApiError } from './errors';
import type { TemuLogger } from './logger';
import { signParams } from './sign';
import type { FetchLike } from './transport';

const APP = { appKey: 'key-0001', appSecret: 'secret-0001' };
const TOKEN = 'tok-abcdefghijklmnopqrstuvwxyz0123456789';
const GATEWAYS = { CN: 'https://cn.example/', PA: 'https://pa.example' };

interface Seen {
  url: string;
  body: Record<string, unknown>;
}

/** A fake gateway: answers each request with the next scripted reply (status + JSON body). */
function fakeGateway(replies: Array<{ status?: number; body: unknown; headers?: Record<string, string> }>) {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, body: JSON.parse(init.body) });
    const r = replies[Math.min(seen.length - 1, replies.length - 1)];
    return {
      status: r.status ?? 200,
      headers: { get: (n: string) => r.headers?.[n.toLowerCase()] ?? null },
      text: async () => JSON.stringify(r.body),
    };
  };
  return { fetch, seen };
}

const ok = (result: unknown) => ({ body: { success: true, errorCode: 1000000, errorMsg: '', requestId: 'q', result } });
const fail = (errorCode: number, errorMsg: string, status = 200) => ({
  status,
  body: { success: false, errorCode, errorMsg, requestId: 'q', result: null },
});

function capture(): TemuLogger & { lines: string[] } {
  const lines: string[] = [];
  const push = (obj: Record<string, unknown>, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`);
  return { lines, debug: push, info: push, warn: push };
}

const client = (fetch: FetchLike, extra: Partial<ConstructorParameters<typeof TemuClient>[0]> = {}) =>
  new TemuClient({ ...APP, gateways: GATEWAYS, fetch, clock: manualClock(), random: () => 0.5, ...extra });

describe('TemuClient', () => {
  it('routes a moved type to PA under its new name and signs the flat body', async () => {
    const gw = fakeGateway([ok({ productId: 1, productSkcList: [], productSkuList: [] })]);
    await client(gw.fetch).call('bg.goods.add', { productName: '印花T恤', cat1Id: 1 }, { accessToken: TOKEN });
    const { url, body } = gw.seen[0];
    expect(url).toBe('https://pa.example/openapi/router');
    expect(body).toMatchObject({
      type: 'bg.glo.goods.add',
      app_key: APP.appKey,
      access_token: TOKEN,
      data_type: 'JSON',
    });
    expect(String(body.timestamp)).toMatch(/^\d{10}$/);
    expect(body.sign).toBe(signParams(body, APP.appSecret));
  });

  it('accepts the wire name too and keeps CN types on CN', async () => {
    const gw = fakeGateway([ok({ categoryDTOList: [{ catId: 1, catName: '服装', isLeaf: false }] })]);
    const r = await client(gw.fetch).call('bg.goods.cats.get', { parentCatId: 0 }, { accessToken: TOKEN });
    expect(gw.seen[0].url).toBe('https://cn.example/openapi/router');
    expect(r.categoryDTOList[0].catName).toBe('服装');
  });

  it('retries an idempotent read on rate limit and system_exception with growing, jittered waits', async () => {
    const clock = manualClock();
    const gw = fakeGateway([
      fail(4000004, 'rate limit', 429),
      fail(5000000, 'system_exception'),
      ok({ mallId: 9, expiredTime: 1, apiScopeList: [] }),
    ]);
    const r = await client(gw.fetch, { clock }).call('bg.open.accesstoken.info.get', {}, { accessToken: TOKEN });
    expect(r.mallId).toBe('9');
    expect(gw.seen).toHaveLength(3);
    // attempt 1 → 500 ms step, attempt 2 → 1000 ms step; equal jitter at random 0.5 → 75 % of the step.
    expect(clock.slept.filter((ms) => ms >= 100)).toEqual([375, 750]);
  });

  it('never retries a write, even on a transient failure', async () => {
    const gw = fakeGateway([fail(5000000, 'system_exception'), ok({ productId: 1 })]);
    const err = await client(gw.fetch)
      .call('bg.goods.add', { productName: 'x' }, { accessToken: TOKEN })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TemuApiError);
    expect((err as TemuApiError).kind).toBe('system');
    expect(gw.seen).toHaveLength(1);
  });

  it('does not retry an auth error and gives its Chinese message', async () => {
    const gw = fakeGateway([fail(7000015, 'sign is invalid, please check your sign calculation')]);
    const err = await client(gw.fetch)
      .call('bg.mall.info.get', {}, { accessToken: TOKEN })
      .catch((e: unknown) => e as TemuApiError);
    expect(err.message).toContain('签名校验失败');
    expect(gw.seen).toHaveLength(1);
  });

  it('gives up after maxAttempts', async () => {
    const gw = fakeGateway([fail(4000004, 'rate limit', 429)]);
    const err = await client(gw.fetch, { retry: { maxAttempts: 3 } })
      .call('bg.goods.cats.get', {}, { accessToken: TOKEN })
      .catch((e: unknown) => e as TemuApiError);
    expect(err.kind).toBe('rate_limit');
    expect(gw.seen).toHaveLength(3);
  });

  it('holds a call’s token until its answer, failed or not, and spends it again one window after that', async () => {
    const clock = manualClock();
    const t0 = clock.now();
    const gw = fakeGateway([ok({ categoryDTOList: [] }), fail(6000020, '类目不存在'), ok({ categoryDTOList: [] })]);
    const sent: number[] = [];
    // Each call spends 300 ms in transit and in the gateway.
    const slow: FetchLike = async (url, init) => {
      sent.push(clock.now() - t0);
      clock.advance(300);
      return gw.fetch(url, init);
    };
    const c = client(slow, { clock });
    for (let i = 0; i < 5; i++) {
      await c.call('bg.goods.cats.get', {}, { accessToken: TOKEN, shopKey: 'm1' }).catch((e: unknown) => e);
    }
    // 3 qps: the fourth call waits for the first token, which comes back one window after its answer (at 300 ms),
    // not after its send; the fifth gets the refused second call's token, given back when its refusal came in.
    expect(sent).toEqual([0, 300, 600, 1300, 1600]);
  });

  it('rejects a result that does not match the schema', async () => {
    const gw = fakeGateway([ok({ semiManagedMall: 'maybe' })]);
    const err = await client(gw.fetch)
      .call('bg.mall.info.get', {}, { accessToken: TOKEN })
      .catch((e: unknown) => e as TemuApiError);
    expect(err.kind).toBe('invalid_response');
    expect(err.message).toContain('semiManagedMall');
  });

  it('refuses business parameters named like common ones and calls without a token', async () => {
    const gw = fakeGateway([ok({})]);
    await expect(client(gw.fetch).call('bg.mall.info.get', { sign: 'x' }, { accessToken: TOKEN })).rejects.toThrow(
      '公共参数名 sign',
    );
    await expect(client(gw.fetch).call('bg.mall.info.get', {})).rejects.toThrow('缺少 access_token');
    expect(gw.seen).toHaveLength(0);
  });

  it('turns a dead connection into a network error', async () => {
    const fetch: FetchLike = async () => {
      throw new Error('ECONNREFUSED');
    };
    const err = await client(fetch, { retry: { maxAttempts: 1 } })
      .call('bg.goods.cats.get', {}, { accessToken: TOKEN })
      .catch((e: unknown) => e as TemuApiError);
    expect(err.kind).toBe('network');
    expect(err.message).toContain('无法连接');
  });

  it('logs calls without app_secret, access_token, sign or authorisation codes', async () => {
    const log = capture();
    const gw = fakeGateway([
      fail(4000004, 'rate limit', 429),
      ok({ mallId: 1, expiredTime: 2, apiScopeList: [] }),
      ok({ accessToken: 'new-token-zzzzzzzzzzzz', mallId: 1, expiredTime: 2, apiScopeList: [] }),
    ]);
    const c = client(gw.fetch, { logger: log });
    await c.call('bg.open.accesstoken.info.get', {}, { accessToken: TOKEN });
    await c.call('bg.open.accesstoken.create', { code: 'one-time-code-123' });
    const all = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThanOrEqual(5);
    const signs = gw.seen.map((s) => String(s.body.sign));
    for (const secret of [APP.appSecret, TOKEN, 'one-time-code-123', 'new-token-zzzzzzzzzzzz', ...signs]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('bg.open.accesstoken.info.get');
  });
});
