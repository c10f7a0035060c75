import {
  API,
  API_CONSOLE,
  type AuditLog,
  type PageResult,
  type SellerDetail,
  type SellerRow,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, newOperator, newSeller } from './money-fixtures';
import { insertSubAccount } from './account-fixtures';
import { createSession } from '../src/modules/session/service';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const op = await newOperator(t);
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

const userName = async (id: number) =>
  (await db.selectFrom('users').select('user_name').where('id', '=', id).executeTakeFirstOrThrow()).user_name;
const adjust = (payload: Record<string, unknown>, token = op.token) =>
  t.call<{ balanceFen: number; ledgerId: number }>({
    method: 'POST',
    url: API_CONSOLE.sellers.adjustBalance,
    payload,
    token,
  });
const audits = async (targetId: number) =>
  (
    await t.call<PageResult<AuditLog>>({
      method: 'GET',
      url: `${API_CONSOLE.audit.page}?targetType=seller&targetId=${targetId}`,
      token: op.token,
    })
  ).data.rows;

describe('operator › sellers', () => {
  it('searches main accounts (never operators or sub-accounts) with counts, and shows one in detail', async () => {
    const s = await newSeller(t, 12_345);
    const name = await userName(s.id);
    await insertSubAccount(t, s.id, `${name}_sub`);
    const page = await t.call<PageResult<SellerRow>>({
      method: 'GET',
      url: `${API_CONSOLE.sellers.page}?keyword=${encodeURIComponent(name)}`,
      token: op.token,
    });
    expect(page.code).toBe(200);
    expect(page.data.rows.map((r) => r.userName)).toEqual([name]);
    expect(page.data.rows[0]).toMatchObject({ id: s.id, balanceFen: 12_345, subAccountCount: 1, status: 0 });
    const all = await t.call<PageResult<SellerRow>>({ method: 'GET', url: API_CONSOLE.sellers.page, token: op.token });
    expect(all.data.rows.some((r) => r.id === op.id)).toBe(false);
    const detail = await t.call<SellerDetail>({
      method: 'GET',
      url: `${API_CONSOLE.sellers.detail}?id=${s.id}`,
      token: op.token,
    });
    expect(detail.data.ledger[0]).toMatchObject({ type: '调整', amountFen: 12_345, balanceAfterFen: 12_345 });
    const missing = await t.call({ method: 'GET', url: `${API_CONSOLE.sellers.detail}?id=${op.id}`, token: op.token });
    expect(missing.code).toBe(404);
  });

  it('disabling ends the sessions of the account and its sub-accounts and stops sign-in; enabling lets them back', async () => {
    const s = await newSeller(t);
    const name = await userName(s.id);
    const sub = await insertSubAccount(t, s.id, `${name}_op`);
    const subToken = await createSession(db, sub, meta);
    const off = await t.call({
      method: 'POST',
      url: API_CONSOLE.sellers.changeStatus,
      payload: { id: s.id, status: 1 },
      token: op.token,
    });
    expect(off.code).toBe(200);
    for (const token of [s.token, subToken]) {
      expect((await t.call({ method: 'GET', url: API.clientUser.accountInfo, token })).code).toBe(401);
    }
    // A session the sub-account opens later is refused too while the main account is disabled.
    const later = await createSession(db, sub, meta);
    expect((await t.call({ method: 'GET', url: API.clientUser.accountInfo, token: later })).code).toBe(401);
    const on = await t.call({
      method: 'POST',
      url: API_CONSOLE.sellers.changeStatus,
      payload: { id: s.id, status: 0 },
      token: op.token,
    });
    expect(on.code).toBe(200);
    expect((await t.call({ method: 'GET', url: API.clientUser.accountInfo, token: later })).code).toBe(200);
    expect((await audits(s.id)).map((a) => a.action)).toEqual(['seller.enable', 'seller.disable']);
  });

  it('adjusts a balance with a reason through one 调整 row, once per request id, never below zero', async () => {
    const s = await newSeller(t, 1_000);
    const requestId = 'adj-0001-aaaa';
    const [a, b] = await Promise.all([
      adjust({ id: s.id, amountFen: 5_000, reason: '活动补贴', requestId }),
      adjust({ id: s.id, amountFen: 5_000, reason: '活动补贴', requestId }),
    ]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(await balanceOf(t, s.id)).toBe(6_000);
    const down = await adjust({ id: s.id, amountFen: -2_000, reason: '误充退回', requestId: 'adj-0002-bbbb' });
    expect(down.data.balanceFen).toBe(4_000);
    const over = await adjust({ id: s.id, amountFen: -9_000, reason: '扣减', requestId: 'adj-0003-cccc' });
    expect(over.code).toBe(400);
    expect(over.msg).toContain('余额不足');
    expect(await balanceOf(t, s.id)).toBe(4_000);
    await expectLedgerConsistent(t, s.id);
    const rows = await audits(s.id);
    expect(rows.filter((r) => r.action === 'seller.adjustBalance')).toHaveLength(2);
    const detail = await t.call<SellerDetail>({
      method: 'GET',
      url: `${API_CONSOLE.sellers.detail}?id=${s.id}`,
      token: op.token,
    });
    expect(detail.data.ledger[0]!.remark).toContain('误充退回');
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const s = await newSeller(t, 500);
    for (const payload of [
      { id: s.id, amountFen: 0, reason: '原因', requestId: 'adj-0004-dddd' },
      { id: s.id, amountFen: 1.5, reason: '原因', requestId: 'adj-0005-eeee' },
      { id: s.id, amountFen: 100, reason: '', requestId: 'adj-0006-ffff' },
      { id: s.id, amountFen: 100, reason: '原因' },
      { id: s.id, amountFen: 200_000_000, reason: '原因', requestId: 'adj-0007-gggg' },
    ]) {
      const r = await adjust(payload);
      expect(r.code).toBe(400);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const bad = await t.call({
      method: 'POST',
      url: API_CONSOLE.sellers.changeStatus,
      payload: { id: s.id, status: 3 },
      token: op.token,
    });
    expect(bad.code).toBe(400);
    expect((await adjust({ id: op.id, amountFen: 100, reason: '原因', requestId: 'adj-0008-hhhh' })).code).toBe(404);
    expect(await balanceOf(t, s.id)).toBe(500);
  });

  it('is for operators only', async () => {
    const s = await newSeller(t, 100);
    for (const [method, url, payload] of [
      ['GET', API_CONSOLE.sellers.page, undefined],
      ['GET', `${API_CONSOLE.sellers.detail}?id=${s.id}`, undefined],
      ['POST', API_CONSOLE.sellers.changeStatus, { id: s.id, status: 1 }],
      [
        'POST',
        API_CONSOLE.sellers.adjustBalance,
        { id: s.id, amountFen: 100, reason: '越权', requestId: 'adj-x-12345' },
      ],
    ] as const) {
      expect((await t.call({ method, url, payload })).code).toBe(401);
      expect((await t.call({ method, url, payload, token: s.token })).code).toBe(403);
    }
    expect(await balanceOf(t, s.id)).toBe(100);
  });
});
