import { Writable } from 'node:stream';
import type { AccountInfo, LoginUserResult } from '@podbench/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { avatarUrl } from '../src/modules/file/avatar-url';
import { urlSigner } from '../src/modules/storage/url-signer';
import { insertSubAccount, newSeller, signIn } from './account-fixtures';
import { useTestApp } from './helper';
import { makePng, multipart } from './multipart';

const t = await useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

let seller: { id: number; token: string };
let stored: string;
const png = makePng(6, 6, 77);

beforeAll(async () => {
  seller = await newSeller(t, 'avatar');
  const body = multipart([{ filename: 'me.png', contentType: 'image/png', data: png }]);
  stored = (await t.call<{ url: string }>({ method: 'POST', url: '/upload', token: seller.token, ...body })).data.url;
  const r = await t.call({
    method: 'POST',
    url: '/api/clientUser/changeProfile',
    payload: { avatar: stored },
    token: seller.token,
  });
  expect(r.code).toBe(200);
});

const accountAvatar = async (token: string) =>
  (await t.call<AccountInfo>({ method: 'GET', url: '/api/clientUser/accountInfo', token })).data.avatar;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('avatar links', () => {
  it('user info gives a signed link that holds no session token', async () => {
    const fromAccount = await accountAvatar(seller.token);
    const login = (
      await t.call<LoginUserResult>({ method: 'GET', url: '/api/authC/getLoginUser', token: seller.token })
    ).data;
    for (const url of [fromAccount, login.avatar, login.user.avatar]) {
      expect(url).toBe(fromAccount);
      expect(url).not.toContain(seller.token);
      expect(url).not.toMatch(/token=/i);
      expect(url).toMatch(
        new RegExp(`^/api/file/avatar/${seller.id}/${stored.split('/').pop()}\\?e=\\d+&s=[\\w-]{16,}$`),
      );
    }
    // Valid at least a day, at most two, and the same all day (the browser keeps its copy).
    const e = Number(new URL(fromAccount, 'http://x').searchParams.get('e')) * 1000;
    expect(e - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect(e - Date.now()).toBeLessThanOrEqual(2 * DAY_MS);
  });

  it('works without a session while valid, and serves the image itself', async () => {
    const r = await get(await accountAvatar(seller.token));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.rawPayload.equals(png)).toBe(true);
  });

  it('is refused once expired, and when any part of it is changed', async () => {
    const url = await accountAvatar(seller.token);
    const [path, query] = url.split('?');
    const q = new URLSearchParams(query);
    const e = q.get('e')!;
    const s = q.get('s')!;
    const fileId = Number(path.split('/').pop());
    const flip = (v: string) => v.slice(0, -1) + (v.endsWith('A') ? 'B' : 'A');
    const signer = await urlSigner(t.runtime.ctx);
    const expired = avatarUrl(signer, seller.id, stored, Date.now() - 3 * DAY_MS);
    const other = await newSeller(t, 'avatarB');
    const refused = [
      expired,
      `${path}?e=${e}&s=${flip(s)}`,
      `${path}?e=${Number(e) + 1}&s=${s}`,
      `/api/file/avatar/${seller.id}/${fileId + 1}?e=${e}&s=${s}`,
      `/api/file/avatar/${other.id}/${fileId}?e=${e}&s=${s}`,
      path,
    ];
    for (const bad of refused) {
      const r = await get(bad);
      expect(r.statusCode, bad).toBe(bad === path ? 400 : 403);
      if (bad !== path) expect(r.json().msg).toBe('链接已过期或无效，请刷新页面后重试');
    }
    // A session does not stand in for the signature either.
    expect((await get(path, { authorization: `Bearer ${seller.token}` })).statusCode).toBe(400);
  });

  it('a sub-account’s avatar (a file of its main account) is signed for the main account', async () => {
    await insertSubAccount(t, seller.id, `avatarsub${process.pid % 1000}`);
    const sub = await signIn(t, `avatarsub${process.pid % 1000}`);
    const r = await t.call({
      method: 'POST',
      url: '/api/clientUser/changeProfile',
      payload: { avatar: stored },
      token: sub,
    });
    expect(r.code).toBe(200);
    const url = await accountAvatar(sub);
    expect(url).toMatch(new RegExp(`^/api/file/avatar/${seller.id}/`));
    expect(url).not.toContain(sub);
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(t.runtime.ctx, { logger: { level: 'info', stream: sink } });
    await app.ready();
  });
  afterAll(() => app.close());

  it('never hold a signed link’s signature or expiry, nor a token in a query', async () => {
    const url = await accountAvatar(seller.token);
    const q = new URL(url, 'http://x').searchParams;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `${stored}?token=${seller.token}` });
    const log = lines.join('');
    expect(log).toContain(`"url":"${url.split('?')[0]}?e=***&s=***"`);
    expect(log).toContain(`"url":"${stored}?token=***"`);
    expect(log).not.toContain(q.get('s')!);
    expect(log).not.toContain(q.get('e')!);
    expect(log).not.toContain(seller.token);
  });
});
