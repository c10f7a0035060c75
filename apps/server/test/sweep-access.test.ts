import { describe, expect, it } from 'vitest';
import { newOperator, newSeller, newSubAccount } from './money-fixtures';
import { CJK, fillPath, type SweepRoute, useSweepApp } from './sweep/routes';
import { changedTables, fingerprint } from './sweep/snapshot';

/**
 * Walks every registered route (new ones included, see test/sweep/classify.ts): without a token every seller and
 * operator route answers 401, a seller on an operator route 403, and none of those refusals writes anything.
 * console-access.test.ts keeps the hand-written operator cases with valid payloads.
 */
const { t, routes, problems } = await useSweepApp();
const seller = await newSeller(t, 1_000);
const op = await newOperator(t);

const guarded = routes.filter((r) => r.access === 'seller' || r.access === 'operator');
const operatorRoutes = routes.filter((r) => r.access === 'operator');
const publicRoutes = routes.filter((r) => r.access === 'public');

const send = (r: SweepRoute, token?: string) =>
  t.call({
    method: r.method,
    url: fillPath(r.url, () => '1'),
    token,
    ...(r.multipart ? { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' } : {}),
  });

describe('route classification', () => {
  it('classifies every route', () => {
    expect(problems, problems.join('\n')).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
    expect(operatorRoutes.length).toBeGreaterThan(20);
  });
});

describe('every seller and operator route refuses a caller without a valid token', () => {
  it('401 without a token, with a malformed or an unknown token; nothing written', async () => {
    const before = await fingerprint(t);
    const wrong: string[] = [];
    for (const r of guarded) {
      for (const token of [undefined, 'not-a-token', 'a'.repeat(64)]) {
        const res = await send(r, token);
        if (res.status !== 401 || res.code !== 401 || !CJK.test(res.msg)) {
          wrong.push(`${r.key} (${token ? 'bad token' : 'no token'}): ${res.status} ${res.msg}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
  });
});

describe('every operator route refuses a seller', () => {
  it('403 with a seller token; nothing written', async () => {
    const before = await fingerprint(t);
    const wrong: string[] = [];
    for (const r of operatorRoutes) {
      const res = await send(r, seller.token);
      if (res.status !== 403 || res.code !== 403 || !CJK.test(res.msg))
        wrong.push(`${r.key}: ${res.status} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
  });

  it('lets an operator past the guard (an id that exists nowhere, no body: 2xx or 4xx, never 401/403)', async () => {
    const wrong: string[] = [];
    for (const r of operatorRoutes) {
      const res = await t.call({ method: r.method, url: fillPath(r.url, () => '987654321'), token: op.token });
      if ([401, 403].includes(res.status) || res.status >= 500) wrong.push(`${r.key}: ${res.status} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('sub-accounts get what their permissions allow', () => {
  const sellerRoutes = guarded.filter((r) => r.access === 'seller');

  it('a sub-account without permissions: 403 wherever a permission or the main account is needed; nothing written', async () => {
    const bare = await newSubAccount(t, seller.id, []);
    const before = await fingerprint(t);
    const wrong: string[] = [];
    for (const r of sellerRoutes) {
      const res = await send(r, bare.token);
      const needed = Boolean(r.needs.permissions?.length || r.needs.mainAccount);
      if (needed && (res.status !== 403 || !CJK.test(res.msg)))
        wrong.push(`${r.key}: ${res.status} ${res.msg}, want 403`);
      if (!needed && [401, 403].includes(res.status))
        wrong.push(`${r.key}: ${res.status} ${res.msg}, needs only a session`);
      if (res.status >= 500) wrong.push(`${r.key}: ${res.status} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
    // the refused ones wrote nothing; the session-only ones were sent no input, so they had nothing to write
    expect(changedTables(before, await fingerprint(t))).toEqual([]);
  });

  it('a sub-account holding one of a route’s permissions gets past its guard', async () => {
    const wrong: string[] = [];
    const tokens = new Map<string, string>();
    for (const r of sellerRoutes) {
      const perm = r.needs.permissions?.[0];
      if (!perm || r.needs.mainAccount) continue;
      if (!tokens.has(perm)) tokens.set(perm, (await newSubAccount(t, seller.id, [perm])).token);
      const res = await send(r, tokens.get(perm));
      if ([401, 403].includes(res.status) || res.status >= 500)
        wrong.push(`${r.key} with ${perm}: ${res.status} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(tokens.size).toBeGreaterThan(5);
  });
});

describe('public routes', () => {
  it('answer without a token (never 401, never 5xx)', async () => {
    const wrong: string[] = [];
    for (const r of publicRoutes) {
      const res = await send(r);
      if (res.status === 401 || res.status >= 500) wrong.push(`${r.key}: ${res.status} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  });
});
