import {
  API_MONEY,
  DAY_MS,
  NON_VIP_BENEFITS,
  type RechargeStatusResult,
  type VipBuyResult,
  type VipCurrent,
  type VipPlan,
  type VipQuote,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { getVipBenefits } from '../src/modules/vip/benefits';
import { useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, ledgerRows, newSeller, newSubAccount } from './money-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const plans = (await t.call<VipPlan[]>({ method: 'GET', url: API_MONEY.vip.plans })).data;
const plan = (level: number, period: 'monthly' | 'yearly') => {
  const p = plans.find((x) => x.level === level && x.period === period);
  if (!p) throw new Error(`no plan VIP${level} ${period}`);
  return p;
};
const buy = (token: string, planId: number, payMethod = 'balance') =>
  t.call<VipBuyResult>({ method: 'POST', url: API_MONEY.vip.buy, token, payload: { planId, payMethod } });
const current = async (token: string) =>
  (await t.call<VipCurrent>({ method: 'GET', url: API_MONEY.vip.current, token })).data;
const vipRow = (id: number) =>
  db.selectFrom('users').select(['vip_level', 'vip_expire_time']).where('id', '=', id).executeTakeFirstOrThrow();

describe('VIP plans', () => {
  it('are public: VIP1–VIP3, monthly and yearly, with their benefits', async () => {
    expect(plans.map((p) => [p.level, p.period, p.priceFen, p.durationDays])).toEqual([
      [1, 'monthly', 9_900, 30],
      [1, 'yearly', 99_900, 365],
      [2, 'monthly', 29_900, 30],
      [2, 'yearly', 299_900, 365],
      [3, 'monthly', 69_900, 30],
      [3, 'yearly', 699_900, 365],
    ]);
    expect(plan(3, 'yearly').benefits).toEqual({
      discountPercent: 10,
      shopLimit: 50,
      subAccountLimit: 30,
      storageQuotaBytes: 100 * 1024 ** 3,
      dailyPublishQuota: 5_000,
    });
    expect(plan(2, 'monthly').periodText).toBe('月度会员');
  });
});

describe('buying from the balance', () => {
  it('opens, renews from the current expiry, upgrades from now, refuses a downgrade', async () => {
    const s = await newSeller(t, 200_000);
    expect(await current(s.token)).toMatchObject({ vipType: -1, vipExpireTime: null, benefits: NON_VIP_BENEFITS });

    const before = Date.now();
    const first = await buy(s.token, plan(1, 'monthly').id);
    expect(first.msg).toBe('会员开通成功');
    expect(first.data).toMatchObject({ paid: true, vipType: 1, balanceFen: 190_100 });
    const firstExpiry = first.data.paid ? first.data.vipExpireTime : 0;
    expect(firstExpiry).toBeGreaterThanOrEqual(before + 30 * DAY_MS);

    const renew = await buy(s.token, plan(1, 'monthly').id);
    expect(renew.data).toMatchObject({ vipType: 1, vipExpireTime: firstExpiry + 30 * DAY_MS, balanceFen: 180_200 });

    const quote = await t.call<VipQuote>({
      method: 'GET',
      url: `${API_MONEY.vip.quote}?planId=${plan(2, 'monthly').id}`,
      token: s.token,
    });
    expect(quote.data).toMatchObject({ action: 'upgrade', priceFen: 29_900, balanceFen: 180_200 });
    expect(quote.data.forfeitedMs).toBeGreaterThan(59 * DAY_MS);

    const up = await buy(s.token, plan(2, 'monthly').id);
    expect(up.data).toMatchObject({ vipType: 2, balanceFen: 150_300 });
    const upExpiry = up.data.paid ? up.data.vipExpireTime : 0;
    expect(upExpiry).toBeLessThan(firstExpiry + 30 * DAY_MS);
    expect(upExpiry).toBeGreaterThanOrEqual(before + 30 * DAY_MS);

    const down = await buy(s.token, plan(1, 'yearly').id);
    expect([down.code, down.msg]).toEqual([409, '当前已是更高等级会员（VIP2），请在到期后再购买低等级套餐']);
    expect(await balanceOf(t, s.id)).toBe(150_300);
    expect(await vipRow(s.id)).toMatchObject({ vip_level: 2, vip_expire_time: upExpiry });

    const rows = (await ledgerRows(t, s.id)).filter((r) => r.type === '开通会员');
    expect(rows.map((r) => [Number(r.amount_fen), r.ref_type, r.remark])).toEqual([
      [-9_900, 'vip', 'VIP1 基础版·月度会员'],
      [-9_900, 'vip', 'VIP1 基础版·月度会员'],
      [-29_900, 'vip', 'VIP2 专业版·月度会员'],
    ]);
    const purchases = await db
      .selectFrom('vip_purchases')
      .select('action')
      .where('main_id', '=', s.id)
      .orderBy('id')
      .execute();
    expect(purchases.map((p) => p.action)).toEqual(['new', 'renew', 'upgrade']);
    expect(await current(s.token)).toMatchObject({ vipType: 2, levelName: 'VIP2 专业版', vipExpireTime: upExpiry });
    await expectLedgerConsistent(t, s.id);
  });

  it('answers 409 余额不足 with the shortfall and changes nothing', async () => {
    const s = await newSeller(t, 1_000);
    const r = await buy(s.token, plan(1, 'monthly').id);
    expect([r.code, r.msg]).toEqual([409, '余额不足']);
    expect(r.data).toEqual({ balanceFen: 1_000, requiredFen: 9_900, shortfallFen: 8_900 });
    expect(await vipRow(s.id)).toMatchObject({ vip_level: -1, vip_expire_time: null });
    expect(await ledgerRows(t, s.id)).toHaveLength(1);
  });

  it('an expired membership reads as vipType -1 everywhere and a new purchase starts now', async () => {
    const s = await newSeller(t, 100_000);
    await buy(s.token, plan(3, 'monthly').id);
    await db
      .updateTable('users')
      .set({ vip_expire_time: Date.now() - 1_000 })
      .where('id', '=', s.id)
      .execute();
    expect(await current(s.token)).toMatchObject({ vipType: -1, vipExpireTime: null, benefits: NON_VIP_BENEFITS });
    expect(await getVipBenefits(db, s.id)).toMatchObject({ vipType: -1, ...NON_VIP_BENEFITS });
    const info = await t.call<{ vipType: number }>({
      method: 'GET',
      url: '/api/clientUser/accountInfo',
      token: s.token,
    });
    expect([info.code, info.data.vipType]).toEqual([200, -1]);
    // An expired higher level does not block a lower one.
    const again = await buy(s.token, plan(1, 'monthly').id);
    expect(again.data).toMatchObject({ paid: true, vipType: 1 });
    const q = await t.call<VipQuote>({
      method: 'GET',
      url: `${API_MONEY.vip.quote}?planId=${plan(1, 'monthly').id}`,
      token: s.token,
    });
    expect(q.data.action).toBe('renew');
  });

  it('getVipBenefits gives the active level its plan benefits', async () => {
    const s = await newSeller(t, 400_000);
    expect((await buy(s.token, plan(2, 'yearly').id)).code).toBe(200);
    expect(await getVipBenefits(db, s.id)).toEqual({
      vipType: 2,
      levelName: 'VIP2 专业版',
      ...plan(2, 'monthly').benefits,
    });
    const info = await t.call<{ vipType: number }>({
      method: 'GET',
      url: '/api/clientUser/accountInfo',
      token: s.token,
    });
    expect([info.code, info.data.vipType]).toEqual([200, 2]);
  });

  it('validates the plan and the pay method, and needs vip:buy (在线充值 alone gets 403)', async () => {
    const s = await newSeller(t, 100_000);
    expect((await buy(s.token, 9_999)).code).toBe(404);
    expect((await buy(s.token, plan(1, 'monthly').id, 'cash')).msg).toContain('支付方式不正确');
    const viewer = await newSubAccount(t, s.id, ['wallet:view']);
    expect((await buy(viewer.token, plan(1, 'monthly').id)).code).toBe(403);
    const recharger = await newSubAccount(t, s.id, ['wallet:recharge', 'wallet:view']);
    for (const method of ['balance', 'sandbox']) {
      const r = await buy(recharger.token, plan(1, 'monthly').id, method);
      expect([r.code, r.msg]).toEqual([403, '没有权限执行此操作']);
    }
    const quote = await t.call({
      method: 'GET',
      url: `${API_MONEY.vip.quote}?planId=${plan(1, 'monthly').id}`,
      token: recharger.token,
    });
    expect(quote.code).toBe(403);
    expect(await balanceOf(t, s.id)).toBe(100_000);
    const buyer = await newSubAccount(t, s.id, ['vip:buy']);
    expect((await buy(buyer.token, plan(1, 'monthly').id)).data).toMatchObject({ vipType: 1 });
    expect(await balanceOf(t, s.id)).toBe(90_100);
  });
});

describe('buying online (through the top-up flow)', () => {
  it('pays by the sandbox: the credit and the VIP debit land in one transaction', async () => {
    const s = await newSeller(t, 0);
    const r = await buy(s.token, plan(1, 'monthly').id, 'sandbox');
    expect(r.msg).toBe('订单已创建，请扫码支付');
    expect(r.data).toMatchObject({ paid: false, amountFen: 9_900, method: 'sandbox' });
    const no = r.data.paid ? '' : r.data.outTradeNo;
    expect(no).toMatch(/^V\d{22}$/);
    await t.call({ method: 'POST', url: `/sandbox/pay/${no}/confirm` });
    await t.call({ method: 'POST', url: `/sandbox/pay/${no}/replay` });
    const st = await t.call<RechargeStatusResult>({
      method: 'GET',
      url: `${API_MONEY.recharge.status}?outTradeNo=${no}`,
      token: s.token,
    });
    expect(st.data).toMatchObject({ status: '已支付', purpose: 'vip' });
    const rows = await ledgerRows(t, s.id);
    expect(rows.map((x) => [x.type, Number(x.amount_fen), x.ref_id])).toEqual([
      ['充值', 9_900, no],
      ['开通会员', -9_900, no],
    ]);
    expect(await balanceOf(t, s.id)).toBe(0);
    expect((await current(s.token)).vipType).toBe(1);
  });

  it('when the plan can no longer apply at payment time, the money stays in the balance', async () => {
    const s = await newSeller(t, 100_000);
    const online = await buy(s.token, plan(1, 'monthly').id, 'sandbox');
    const no = online.data.paid ? '' : online.data.outTradeNo;
    await buy(s.token, plan(3, 'monthly').id); // meanwhile: VIP3 from the balance
    await t.call({ method: 'POST', url: `/sandbox/pay/${no}/confirm` });
    expect(await balanceOf(t, s.id)).toBe(100_000 - 69_900 + 9_900);
    expect((await current(s.token)).vipType).toBe(3);
    const log = await db
      .selectFrom('payment_notifications')
      .select(['credited', 'reason'])
      .where('out_trade_no', '=', no)
      .execute();
    expect(log[0].reason).toContain('会员未开通');
    await expectLedgerConsistent(t, s.id);
  });

  it('refuses an online downgrade before taking any payment', async () => {
    const s = await newSeller(t, 100_000);
    await buy(s.token, plan(2, 'monthly').id);
    const r = await buy(s.token, plan(1, 'monthly').id, 'sandbox');
    expect(r.code).toBe(409);
    expect(await db.selectFrom('recharge_orders').select('id').where('main_id', '=', s.id).execute()).toHaveLength(0);
  });
});
