import { SHEIN_ORDER_API, type SheinOrderDetail, type SheinOrderPage } from '@podbench/contract';
import {
  formatBeijing,
  readCustomInfos,
  readCustomInfoTemplates,
  readPurchaseOrderPage,
  SheinApiError,
} from '@podbench/shein';
import { describe, expect, it } from 'vitest';
import { syncSheinOrders as runSync } from '../src/modules/shein-order/sync';
import { useTestApp } from './helper';
import {
  cushionBody,
  DAY,
  DOCUMENTED_STATUS,
  DOCUMENTED_TYPE,
  ORDER_PATH,
  recordingRequester,
  windowsOf,
} from './shein-order-fixtures';
import {
  drainShein,
  publish,
  type SheinSeller,
  saveSheinTemplate,
  sellerWithSheinShop,
  sheinBody,
  syncSheinOrders,
} from './shein-fixtures';

const t = await useTestApp();
const db = () => t.runtime.ctx.db;
const noProgress = async () => undefined;
const list = async (s: SheinSeller, q = '') =>
  (await t.call<SheinOrderPage>({ method: 'GET', url: `${SHEIN_ORDER_API.page}${q}`, token: s.token })).data;

/** A seller whose shop has a published product and `perProduct` orders raised by the sandbox. */
async function sellerWithOrders(name: string, perProduct: number) {
  const s = await sellerWithSheinShop(t, name);
  const { id } = await saveSheinTemplate(t, s, cushionBody(await sheinBody(t), `${name}抱枕`));
  await publish(t, s, [id], [s.shopId]);
  const r = await t.call<{ raised: number }>({
    method: 'POST',
    url: '/sandbox/shein/orders/raise',
    payload: { supplierId: s.supplierId, perProduct },
  });
  const pub = await db()
    .selectFrom('shein_publishes')
    .select(['state', 'error'])
    .where('shop_id', '=', s.shopId)
    .execute();
  expect(
    r.data.raised,
    `the sandbox raised orders for the published product (publish: ${JSON.stringify(pub)})`,
  ).toBeGreaterThan(0);
  return s;
}

/** What Shein has for the shop, per type, read apart from the sync (one page of 200, last day). */
async function sheinHas(s: SheinSeller) {
  const { req } = await recordingRequester(t, s);
  const now = Date.now();
  const out = new Map<string, { type: number; status: number; customInfoId: string | null }>();
  for (const type of [1, 2] as const) {
    const info = await readPurchaseOrderPage(req, {
      type,
      updateTimeStart: formatBeijing(now - DAY),
      updateTimeEnd: formatBeijing(now + 60_000),
      pageNumber: 1,
      pageSize: 200,
      selectJitMother: 1,
    });
    for (const o of info.list) out.set(o.orderNo, { type: o.type, status: o.status, customInfoId: o.customInfoId });
  }
  return out;
}

describe('Shein purchase-order sync: the documented request', () => {
  it('reads 急采 and 备货 by GET over update-time windows of ≤ 60 days with pages of ≤ 200', async () => {
    const s = await sellerWithSheinShop(t, '窗口店');
    const { req, seen } = await recordingRequester(t, s);
    const now = Date.now();
    const r = await runSync(db(), req, { id: s.shopId, mainId: s.mainId }, noProgress, { days: 150, now });
    expect(r.windows).toBe(6); // 150 days → 3 windows, for each of the two types
    for (const c of seen.filter((x) => x.path.endsWith(ORDER_PATH))) {
      expect(c.method).toBe('GET');
      expect(c.hasBody).toBe(false);
      expect(Number(c.query.pageSize)).toBeLessThanOrEqual(200);
      expect(Number(c.query.pageNumber)).toBeGreaterThanOrEqual(1);
      expect(['1', '2']).toContain(c.query.type);
    }
    for (const type of [1, 2] as const) {
      const w = windowsOf(seen, type);
      expect(w).toHaveLength(3);
      expect(w[0]?.start).toBe(Math.floor((now - 150 * DAY) / 1000) * 1000);
      expect(w.at(-1)?.end).toBe(Math.floor(now / 1000) * 1000);
      for (const [i, x] of w.entries()) {
        expect(x.end - x.start).toBeLessThanOrEqual(60 * DAY);
        if (i > 0) expect(x.start - (w[i - 1]?.end ?? 0)).toBe(1000);
      }
    }
    // The next sync continues from the end of this one (10 minutes' overlap): one window per type.
    const next = await recordingRequester(t, s);
    await runSync(db(), next.req, { id: s.shopId, mainId: s.mainId }, noProgress, { now: now + 3_600_000 });
    for (const type of [1, 2] as const) {
      const w = windowsOf(next.seen, type);
      expect(w).toEqual([
        { start: Math.floor((now - 600_000) / 1000) * 1000, end: Math.floor((now + 3_600_000) / 1000) * 1000 },
      ]);
    }
  });

  it('pages until a short page, and an exact multiple of the page size ends on an empty page', async () => {
    const s = await sellerWithOrders('分页店', 5);
    const has = await sheinHas(s);
    const { req, seen } = await recordingRequester(t, s);
    const r = await runSync(db(), req, { id: s.shopId, mainId: s.mainId }, noProgress, { days: 1, pageSize: 2 });
    for (const type of [1, 2] as const) {
      const n = [...has.values()].filter((o) => o.type === type).length;
      const pages = seen.filter((c) => c.path.endsWith(ORDER_PATH) && c.query.type === String(type));
      expect(pages.map((c) => Number(c.query.pageNumber))).toEqual(
        Array.from({ length: Math.floor(n / 2) + 1 }, (_, i) => i + 1),
      );
    }
    expect(r.seen).toBe(has.size);
    expect(has.size).toBeGreaterThanOrEqual(4);
    // An exact multiple: a page size equal to one type's count reads a full page, then an empty one.
    const type = [...has.values()][0]?.type as 1 | 2;
    const n = [...has.values()].filter((o) => o.type === type).length;
    const exact = await recordingRequester(t, s);
    await runSync(db(), exact.req, { id: s.shopId, mainId: s.mainId }, noProgress, { days: 1, pageSize: n });
    const pages = exact.seen.filter((c) => c.path.endsWith(ORDER_PATH) && c.query.type === String(type));
    expect(pages.map((c) => [c.query.pageNumber, c.query.pageSize])).toEqual([
      ['1', String(n)],
      ['2', String(n)],
    ]);
    const page = await list(s, '?pageSize=200');
    expect(page.total).toBe(has.size);
    for (const row of page.rows) {
      const o = has.get(row.orderNo);
      expect(o, row.orderNo).toBeDefined();
      expect(row.type).toBe(o?.type);
      expect(row.typeLabel).toBe(DOCUMENTED_TYPE[row.type]);
      expect(row.status).toBe(o?.status);
      expect(row.statusLabel).toBe(DOCUMENTED_STATUS[row.status]);
      expect(row.customised).toBe(Boolean(o?.customInfoId));
    }
  });
});

describe('Shein purchase orders: labels, filters, customisation', () => {
  it('keeps 备货 (type 2) orders apart from 急采 (type 1) ones', async () => {
    // The pack: a 全托管 seller receives both kinds (SYS 备货履约); the sandbox must raise both.
    const s = await sellerWithOrders('备货店', 6);
    const has = await sheinHas(s);
    await syncSheinOrders(t, s);
    for (const type of [1, 2]) {
      const page = await list(s, `?type=${type}&pageSize=200`);
      expect(page.total, `${DOCUMENTED_TYPE[type]} orders`).toBeGreaterThan(0);
      expect(page.total).toBe([...has.values()].filter((o) => o.type === type).length);
      expect(page.rows.every((r) => r.typeLabel === DOCUMENTED_TYPE[type])).toBe(true);
    }
  });

  it('maps the documented statuses to their Chinese labels and filters by type and status', async () => {
    const s = await sellerWithOrders('状态店', 4);
    await syncSheinOrders(t, s);
    const rows = (await list(s, '?pageSize=200')).rows;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const moves = [3, 4, 5, 7, 8, 10].slice(0, rows.length);
    for (const [i, status] of moves.entries()) {
      const m = await t.call({
        method: 'POST',
        url: '/sandbox/shein/orders/status',
        payload: { orderNo: rows[i]?.orderNo, status },
      });
      expect(m.status).toBe(200);
    }
    await syncSheinOrders(t, s);
    const after = await list(s, '?pageSize=200');
    for (const [i, status] of moves.entries()) {
      const row = after.rows.find((r) => r.orderNo === rows[i]?.orderNo);
      expect(row?.status).toBe(status);
      expect(row?.statusLabel).toBe(DOCUMENTED_STATUS[status]);
    }
    expect(after.counts.all).toBe(after.rows.length);
    const byStatus = await list(s, `?status=${moves[0]}`);
    expect(byStatus.rows.map((r) => r.orderNo)).toEqual([rows[0]?.orderNo]);
    for (const type of [1, 2]) {
      const typed = await list(s, `?type=${type}&pageSize=200`);
      expect(typed.rows.every((r) => r.type === type && r.typeLabel === DOCUMENTED_TYPE[type])).toBe(true);
      expect(typed.total).toBe(after.rows.filter((r) => r.type === type).length);
    }
  });

  it("shows each order's lines and, for a customised order, the ccst customisation on every line", async () => {
    const s = await sellerWithOrders('定制店', 3);
    await syncSheinOrders(t, s);
    const { req } = await recordingRequester(t, s);
    const rows = (await list(s, '?pageSize=200')).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const d = await t.call<SheinOrderDetail>({
        method: 'GET',
        url: `${SHEIN_ORDER_API.detail}?id=${row.id}`,
        token: s.token,
      });
      expect(d.data.lines.length).toBeGreaterThan(0);
      expect(d.data.quantity).toBe(d.data.lines.reduce((n, l) => n + l.quantity, 0));
      expect(d.data.fields?.statusName ?? null).not.toBeUndefined();
      if (!d.data.customInfoId) {
        expect(d.data.lines.every((l) => l.customisation === null)).toBe(true);
        continue;
      }
      const ccst = await readCustomInfos(req, d.data.customInfoId, 'zh_CN');
      for (const l of d.data.lines) expect(l.customisation?.texts).toEqual(ccst.customInfo.preview.texts);
    }
  });
});

describe('Shein ccst through the server requester', () => {
  it('reads the documented ccst refusals (HTTP 200, code in the body, text in message)', async () => {
    const s = await sellerWithSheinShop(t, 'ccst店');
    const { req, seen } = await recordingRequester(t, s);
    const refusal = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(SheinApiError);
      return err as SheinApiError;
    };
    const unknown = await refusal(readCustomInfoTemplates(req, 'ffffffffffffffffffffffffffffffff'));
    expect([unknown.code, unknown.sheinMessage]).toEqual(['120001', '未找到模版数据']);
    expect(unknown.message).toMatch(/[\u4e00-\u9fa5]/);
    const missing = await refusal(readCustomInfoTemplates(req, ''));
    expect([missing.code, missing.sheinMessage]).toEqual(['100001', 'CustomInfoId字段是为必填项']);
    await refusal(readCustomInfos(req, 'ffffffffffffffffffffffffffffffff', 'zh_CN'));
    expect(seen.every((c) => c.method === 'GET' && !c.hasBody)).toBe(true);
    expect(seen.map((c) => c.query.lang).filter(Boolean)).toEqual(['zh_CN']);
  });
});

describe('Shein purchase orders: sellers apart, bad input refused in Chinese', () => {
  it("keeps one seller's orders from another", async () => {
    const s = await sellerWithOrders('隔离店', 2);
    await syncSheinOrders(t, s);
    const mine = (await list(s)).rows[0];
    expect(mine).toBeDefined();
    const other = await sellerWithSheinShop(t, '他人店');
    const detail = await t.call({ method: 'GET', url: `${SHEIN_ORDER_API.detail}?id=${mine?.id}`, token: other.token });
    expect(detail.status).toBe(404);
    expect(detail.msg).toBe('采购单不存在');
    expect((await list(other)).total).toBe(0);
    expect((await list(other, `?shopId=${s.shopId}`)).total).toBe(0);
    const sync = await t.call({
      method: 'POST',
      url: SHEIN_ORDER_API.sync,
      payload: { shopId: s.shopId },
      token: other.token,
    });
    expect(sync.status).toBe(404);
    const jobs = await t.call<{ jobIds: number[] }>({
      method: 'POST',
      url: SHEIN_ORDER_API.sync,
      payload: {},
      token: s.token,
    });
    const theirs = await t.call<unknown[]>({
      method: 'GET',
      url: `${SHEIN_ORDER_API.syncStatus}?ids=${jobs.data.jobIds.join(',')}`,
      token: other.token,
    });
    expect(theirs.data).toEqual([]);
    await drainShein(t);
  });

  it('refuses bad filters and sync options with Chinese messages', async () => {
    const s = await sellerWithSheinShop(t, '校验店');
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['GET', `${SHEIN_ORDER_API.page}?type=3`, undefined, /采购单类型只能是 1（急采）或 2（备货）/],
      ['GET', `${SHEIN_ORDER_API.page}?status=99`, undefined, /采购单状态不在 Shein 文档的状态列表中/],
      ['GET', `${SHEIN_ORDER_API.page}?status=abc`, undefined, /必须是数字/],
      ['GET', `${SHEIN_ORDER_API.page}?pageSize=201`, undefined, /每页最多 200 条/],
      ['POST', SHEIN_ORDER_API.sync, { days: 0 }, /同步天数至少 1 天/],
      ['POST', SHEIN_ORDER_API.sync, { days: 400 }, /同步天数最多 365 天/],
      ['POST', SHEIN_ORDER_API.sync, { days: 'x' }, /同步天数必须是数字/],
    ];
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const params = (doc.json() as { paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }> }).paths[
      SHEIN_ORDER_API.page
    ]?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['type', 'status', 'tab', 'shopId', 'keyword']));
    for (const [method, url, payload, msg] of cases) {
      const r = await t.call({ method: method as 'GET' | 'POST', url, payload: payload as object, token: s.token });
      expect(r.status, url).toBe(400);
      expect(r.msg, url).toMatch(msg);
    }
  });
});
