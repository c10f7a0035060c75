import { describe, expect, it } from 'vitest';
import { newOperator, newSeller } from './money-fixtures';
import { PROTOCOL_ROUTES } from './sweep/classify';
import { type FuzzCase, fuzzCases, idExtremeCases, typeConfusionCases } from './sweep/fuzz-cases';
import { CJK, type SweepRoute, useSweepApp } from './sweep/routes';
import { changedTables, type Fingerprint, fingerprint } from './sweep/snapshot';

/**
 * Every route (sandbox and the OpenAPI browser aside) with generated invalid input from its zod schemas: never a
 * 5xx, always the `{ code, msg, data }` envelope with a Chinese message, and a refused request changes nothing.
 * Up to 24 cases per route, chosen by a seed made from the route, so every run sends the same requests.
 */
const { t, routes } = await useSweepApp();
const seller = await newSeller(t, 100_000);
const op = await newOperator(t);

/** Routes whose success would end the sweep's own session. */
const SKIP_WITH_TOKEN = new Set(['POST /api/authC/logout']);
const fuzzRoutes = routes.filter((r) => r.access !== 'sandbox' && r.access !== 'docs');

const tokenFor = (r: SweepRoute) =>
  r.access === 'seller' ? seller.token : r.access === 'operator' ? op.token : undefined;

let ip = 0;
async function send(r: SweepRoute, c: FuzzCase) {
  ip += 1;
  return t.call({
    method: r.method,
    url: c.url,
    token: SKIP_WITH_TOKEN.has(r.key) ? undefined : tokenFor(r),
    headers: c.headers,
    payload: c.payload,
    // a distinct client address per request: the per-IP sign-in and SMS limits must not turn later cases into 429s
    remoteAddress: `10.9.${(ip >> 8) & 255}.${ip & 255}`,
  });
}

function problemWith(res: Awaited<ReturnType<typeof send>>): string | null {
  if (res.status >= 500) return `${res.status} ${res.msg}`;
  if (res.raw.headers['x-content-type-options'] !== 'nosniff')
    return `${res.status} without x-content-type-options: nosniff`;
  const type = String(res.raw.headers['content-type'] ?? '');
  if (res.status < 400 && !type.includes('json')) return null; // a file, a page, a redirect
  let body: unknown;
  try {
    body = res.raw.json();
  } catch {
    return `${res.status} is not JSON (${type}): ${res.raw.body.slice(0, 80)}`;
  }
  const e = body as { code?: unknown; msg?: unknown };
  if (
    typeof e !== 'object' ||
    e === null ||
    !('data' in e) ||
    typeof e.code !== 'number' ||
    typeof e.msg !== 'string'
  ) {
    return `${res.status} is not the envelope: ${res.raw.body.slice(0, 80)}`;
  }
  if (e.code !== res.status) return `envelope code ${e.code} ≠ HTTP ${res.status}`;
  if (!CJK.test(e.msg)) return `${res.status} message is not Chinese: ${e.msg.slice(0, 80)}`;
  if (/\n\s+at |node_modules|\.ts:\d+/.test(res.raw.body)) return `${res.status} leaks a stack trace`;
  return null;
}

const isEmptyList = (data: unknown) =>
  (Array.isArray(data) && data.length === 0) ||
  (typeof data === 'object' && data !== null && 'rows' in data && Array.isArray(data.rows) && data.rows.length === 0);

const FRAMEWORK_400 = /^(请求体|查询参数|路径参数|参数)有误|^请求体不是合法的 JSON$/;
const refusedBeforeHandler = (res: { status: number; msg: string }) =>
  res.status === 413 || res.status === 415 || (res.status === 400 && FRAMEWORK_400.test(res.msg));

describe('fuzz: generated invalid input on every route', () => {
  it('has routes to fuzz', () => expect(fuzzRoutes.length).toBeGreaterThan(120));

  it.each(fuzzRoutes.map((r) => [r.key, r] as const))('%s', async (_key, r) => {
    const wrong: string[] = [];
    const reads = r.method === 'GET';
    let before: Fingerprint = await fingerprint(t);
    let accepted = false;
    let unchecked: string[] = [];
    const protocol = PROTOCOL_ROUTES[r.key];
    for (const c of fuzzCases(r)) {
      const res = await send(r, c);
      const problem = protocol ? (res.status >= 500 ? `${res.status}` : null) : problemWith(res);
      if (problem) wrong.push(`${c.label}: ${problem}`);
      if (c.wrongType && res.status < 400)
        wrong.push(`${c.label}: a value of the wrong type was accepted (${res.status})`);
      if (res.status < 400) accepted = true;
      if (reads) continue;
      // Refused by the framework (schema validation, JSON parsing, size, content type, U+0000) before any
      // handler ran: nothing can have been written, so the fingerprint is taken at the next handler-reached case
      // or at the end, which keeps PostgreSQL under a minute.
      if (refusedBeforeHandler(res)) {
        unchecked.push(c.label);
        continue;
      }
      const after = await fingerprint(t);
      if (res.status >= 400) {
        const changed = changedTables(before, after).filter((n) => !protocol?.logs.includes(n));
        if (changed.length)
          wrong.push(`${[...unchecked, c.label].join(' / ')}: refused but changed ${changed.join(', ')}`);
      }
      unchecked = [];
      before = after;
    }
    if ((reads && !accepted) || unchecked.length) {
      const changed = changedTables(before, await fingerprint(t)).filter((n) => !protocol?.logs.includes(n));
      if (changed.length) wrong.push(`refused requests changed ${changed.join(', ')} (${unchecked.join(' / ')})`);
    }
    expect(wrong).toEqual([]);
  });

  const confusable = fuzzRoutes.filter((r) => typeConfusionCases(r).length > 0);
  it.each(confusable.map((r) => [r.key, r] as const))(
    'type confusion: %s refuses every wrong-typed field',
    async (_key, r) => {
      const before = await fingerprint(t);
      const wrong: string[] = [];
      for (const c of typeConfusionCases(r)) {
        const res = await send(r, c);
        if (res.status !== 400) wrong.push(`${c.label}: ${res.status} ${res.msg}`);
        const problem = problemWith(res);
        if (problem) wrong.push(`${c.label}: ${problem}`);
      }
      expect(wrong).toEqual([]);
      const changed = changedTables(before, await fingerprint(t)).filter(
        (n) => !PROTOCOL_ROUTES[r.key]?.logs.includes(n),
      );
      expect(changed).toEqual([]);
    },
  );

  const withIdFields = fuzzRoutes.filter((r) => idExtremeCases(r).length > 0);
  it.each(withIdFields.map((r) => [r.key, r] as const))(
    'out-of-range ids: %s refuses 2^63, 1e309, -1 and 1.5 (a -1 list filter may match nothing)',
    async (_key, r) => {
      const before = await fingerprint(t);
      const wrong: string[] = [];
      for (const c of idExtremeCases(r)) {
        const res = await send(r, c);
        const empty = c.filter && res.status === 200 && isEmptyList(res.data);
        if (res.status !== 400 && !empty) wrong.push(`${c.label}: ${res.status} ${res.msg}`);
        const problem = PROTOCOL_ROUTES[r.key] ? null : problemWith(res);
        if (problem) wrong.push(`${c.label}: ${problem}`);
      }
      expect(wrong).toEqual([]);
      expect(changedTables(before, await fingerprint(t))).toEqual([]);
    },
  );

  it('the sweep still holds valid sessions (no case signed the seller or the operator out)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/clientUser/accountInfo', token: seller.token })).code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/admin/online', token: op.token })).code).toBe(200);
  });
});
