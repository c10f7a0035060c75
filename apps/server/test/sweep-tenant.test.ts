import { ALL_PERMISSIONS, GALLERY_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { artPng, filePart, galleryUpload } from './gallery-fixtures';
import { newSeller } from './marketplace-fixtures';
import { newSubAccount } from './money-fixtures';
import { answerText } from './sweep/answer-text';
import { IMAGE_REF_BODIES, imageProbes, imageRoutes } from './sweep/image-refs';
import { CJK, useSweepApp } from './sweep/routes';
import { findSignedLinks, tamperedLinks } from './sweep/signed-links';
import { changedTables, fingerprint } from './sweep/snapshot';
import { makeTenantA } from './sweep/tenant-a';
import { SHARED_RESOURCES, tenantRequest } from './sweep/tenant-ids';
import { topUp } from './temu-order-fixtures';

/**
 * Seller A owns one of everything; seller B (every permission, money on the account) calls every seller endpoint
 * that takes an id with A's ids (filled from the route's schema, see test/sweep/tenant-ids.ts): B never sees
 * anything of A's (no string only A's data holds is in any answer) and A's rows are byte for byte unchanged.
 */
const { t, routes } = await useSweepApp();
const a = await makeTenantA(t);
const b = await newSeller(t);
await topUp(t, b, 500_000);
const scopeA = { mainId: a.seller.mainId, userIds: a.userIds };
const aSub = await newSubAccount(t, a.seller.mainId, [ALL_PERMISSIONS]);

const unplaced: string[] = [];
const sellerRoutes = routes.filter((r) => r.access === 'seller');
const withIds = sellerRoutes.flatMap((r) => {
  const req = tenantRequest(r, a, unplaced);
  return req ? [{ r, req }] : [];
});
const withoutIds = sellerRoutes.filter((r) => r.method === 'GET' && !withIds.some((w) => w.r === r));

const leaks = (body: string) => a.markers.filter((m) => body.includes(m));

/** The same request with ids that exist nowhere: B's answer with A's ids must be this one (no existence oracle). */
const ghost = {
  ...a,
  ids: Object.fromEntries(
    Object.entries(a.ids).map(([k, v]) => [k, typeof v === 'number' ? 987_654_321 : `${v.slice(0, -4)}0000`]),
  ) as unknown as typeof a.ids,
};
const idValues = Object.values(a.ids).map(String);
const ghostValues = Object.values(ghost.ids).map(String);
const normalise = (msg: string) => [...idValues, ...ghostValues].reduce((m, v) => m.replaceAll(v, '#'), msg);
const VALIDATION = /^(请求体|查询参数|路径参数|参数)有误/;

describe('cross-tenant: B with A’s ids', () => {
  it('knows which of A’s resources every id field names', () => {
    expect(unplaced, unplaced.join('\n')).toEqual([]);
    expect(withIds.length).toBeGreaterThan(45);
  });

  it.each(withIds.map((w) => [w.r.key, w] as const))('%s', async (_key, { r, req }) => {
    const before = await fingerprint(t, scopeA);
    const res = await t.call({ method: r.method, url: req.url, payload: req.payload, token: b.token });
    const what = `${r.key} ${req.url} ${JSON.stringify(req.payload ?? {}).slice(0, 200)} → ${res.status} ${res.msg}`;
    expect(res.status, what).toBeLessThan(500);
    expect(leaks(await answerText(res.raw)), what).toEqual([]);
    expect(changedTables(before, await fingerprint(t, scopeA)), what).toEqual([]);
    // Answered exactly as for ids that exist nowhere, and not as a malformed request (that would mean the sweep
    // never reached the ownership check).
    if (req.filled.every(([, res]) => SHARED_RESOURCES.has(res))) return;
    const g = tenantRequest(r, ghost, [])!;
    const other = await t.call({ method: r.method, url: g.url, payload: g.payload, token: b.token });
    expect({ status: res.status, msg: normalise(res.msg) }, what).toEqual({
      status: other.status,
      msg: normalise(other.msg),
    });
    expect(res.msg, what).not.toMatch(VALIDATION);
    if (res.status >= 400) expect(res.msg, what).toMatch(CJK);
  });

  it.each(withIds.filter((w) => w.r.method === 'GET').map((w) => [w.r.key, w] as const))(
    'A itself gets %s with the same ids (the ids are real)',
    async (_key, { r, req }) => {
      const res = await t.call({ method: r.method, url: req.url, token: a.seller.token });
      expect(res.status, `${req.url} → ${res.msg}`).toBe(200);
      // A's sub-account with every permission works inside A's data: routes scope by the main account, not the user
      if (r.needs.mainAccount) return;
      const viaSub = await t.call({ method: r.method, url: req.url, token: aSub.token });
      expect(viaSub.status, `sub-account: ${req.url} → ${viaSub.msg}`).toBe(200);
    },
  );

  it('B cannot upload into A’s folder', async () => {
    const before = await fingerprint(t, scopeA);
    const r = await galleryUpload(t, b.token, [filePart('b.png', await artPng(32, 32, 3))], a.ids.folder);
    expect(r.code).toBe(404);
    expect(changedTables(before, await fingerprint(t, scopeA))).toEqual([]);
  });
});

describe('cross-tenant: B naming A’s images and files inside a body', () => {
  const scopeB = { mainId: b.mainId, userIds: [b.id] };
  const found = imageRoutes(sellerRoutes);
  const cases = found.flatMap((r) =>
    imageProbes(a).flatMap((p) => {
      const build = IMAGE_REF_BODIES[r.key];
      const mine = build?.(a, p.mine);
      const ghost = build?.(a, p.ghost);
      return mine && ghost ? [[`${r.key} with A’s ${p.label}`, { r, mine, ghost }] as const] : [];
    }),
  );

  it('knows every route that takes an image or file reference', () => {
    const missing = found.filter((r) => !IMAGE_REF_BODIES[r.key]).map((r) => r.key);
    expect(missing, `say how B names an image in these (test/sweep/image-refs.ts): ${missing.join(', ')}`).toEqual([]);
    expect(found.map((r) => r.key).sort()).toEqual(Object.keys(IMAGE_REF_BODIES).sort());
    // each template route × (3 references + 3 keys), the design's layer × (1 gallery reference + 3 keys)
    expect(cases.length).toBe(16);
  });

  it.each(cases)('%s is refused exactly as an image that exists nowhere', async (_label, { r, mine, ghost }) => {
    const beforeA = await fingerprint(t, scopeA);
    const beforeB = await fingerprint(t, scopeB);
    const res = await t.call({ method: r.method, url: r.url, payload: mine, token: b.token });
    const what = `${r.key} ${JSON.stringify(mine).slice(0, 300)} → ${res.status} ${res.msg}`;
    expect(res.status, what).toBeGreaterThanOrEqual(400);
    expect(res.status, what).toBeLessThan(500);
    expect(res.msg, what).toMatch(CJK);
    expect(leaks(await answerText(res.raw)), what).toEqual([]);
    // Nothing written for B, nothing of A's touched.
    expect(changedTables(beforeA, await fingerprint(t, scopeA)), what).toEqual([]);
    expect(changedTables(beforeB, await fingerprint(t, scopeB)), what).toEqual([]);
    const other = await t.call({ method: r.method, url: r.url, payload: ghost, token: b.token });
    expect({ status: res.status, msg: res.msg, data: res.data }, what).toEqual({
      status: other.status,
      msg: other.msg,
      data: other.data,
    });
  });

  it('A itself may name the same images (the references are real)', async () => {
    for (const r of found) {
      for (const ref of a.images) {
        const body = IMAGE_REF_BODIES[r.key]!(a, ref);
        if (!body) continue;
        const res = await t.call({ method: r.method, url: r.url, payload: body, token: a.seller.token });
        expect(res.status, `${r.key} ${ref.kind} → ${res.msg}`).toBe(200);
      }
    }
  });
});

describe('cross-tenant: B’s own lists and pages', () => {
  it.each(withoutIds.map((r) => [r.key, r] as const))('%s shows nothing of A’s', async (_key, r) => {
    const res = await t.call({ method: 'GET', url: r.url, token: b.token });
    expect(res.status).toBeLessThan(500);
    expect(leaks(await answerText(res.raw))).toEqual([]);
  });

  it('A’s own lists and exports do show A’s markers (the check can see a leak)', async () => {
    for (const url of [
      `${GALLERY_API.images}?limit=50`,
      '/api/clientUserAccountRecord/page',
      '/api/clientUserAccountRecord/export',
      '/api/orderTemu/export',
    ]) {
      const res = await t.call({ method: 'GET', url, token: a.seller.token });
      expect(leaks(await answerText(res.raw)).length, url).toBeGreaterThan(0);
    }
  });
});

describe('signed links handed to A', () => {
  const publicRoutes = routes.filter((r) => r.access === 'public');

  it('work without a token, and stop working when any one part of them is changed', async () => {
    const bodies: string[] = [];
    for (const { req } of withIds.filter((w) => w.r.method === 'GET')) {
      bodies.push((await t.call({ method: 'GET', url: req.url, token: a.seller.token })).raw.body);
    }
    for (const r of withoutIds)
      bodies.push((await t.call({ method: 'GET', url: r.url, token: a.seller.token })).raw.body);
    for (const [url, payload] of [
      [GALLERY_API.downloadLink, { ids: [a.ids.image] }],
      ['/api/clientOrderPushRecord/share', { id: a.ids.pushRecord }],
    ] as const) {
      bodies.push((await t.call({ method: 'POST', url, payload, token: a.seller.token })).raw.body);
    }
    const links = [...new Map(bodies.flatMap((b) => findSignedLinks(b, publicRoutes)).map((l) => [l.url, l])).values()];
    // every kind of signed link A was handed: previews, originals, the ZIP, design files, the factory's order link
    expect(new Set(links.map((l) => l.route.key)).size).toBeGreaterThanOrEqual(5);
    const wrong: string[] = [];
    for (const link of links) {
      const res = await t.call({ method: 'GET', url: link.url });
      if (res.status !== 200) wrong.push(`${link.url} as handed out: ${res.status} ${res.msg}`);
      for (const bad of tamperedLinks(link)) {
        const r = await t.call({ method: 'GET', url: bad.url });
        if (r.status < 400 || r.status >= 500) wrong.push(`${link.route.key} ${bad.label}: ${r.status} (${bad.url})`);
        else if (!CJK.test(r.msg)) wrong.push(`${link.route.key} ${bad.label}: ${r.status} without a Chinese message`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
