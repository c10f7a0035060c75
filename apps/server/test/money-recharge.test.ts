import {
  API_MONEY,
  type RechargeOrderCreated,
  type RechargeStatusResult,
  type SandboxPayResult,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { sweepExpiredOrders } from '../src/modules/recharge/sweep';
import { useTestApp } from './helper';
import { balanceOf, expectLedgerConsistent, ledgerRows, newOperator, newSeller, newSubAccount } from './money-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const sandbox = t.runtime.ctx.payments.sandbox!;

const create = (token: string, amountFen: number, method = 'sandbox') =>
  t.call<RechargeOrderCreated>({
    method: 'POST',
    url: API_MONEY.recharge.create,
    token,
    payload: { amountFen, method },
  });
const status = (token: string, outTradeNo: string) =>
  t.call<RechargeStatusResult>({ method: 'GET', url: `${API_MONEY.recharge.status}?outTradeNo=${outTradeNo}`, token });
const cashier = (outTradeNo: string, action: 'confirm' | 'cancel' | 'replay') =>
  t.call<SandboxPayResult>({ method: 'POST', url: `/sandbox/pay/${outTradeNo}/${action}` });
const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: API_MONEY.payNotify.sandbox,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
const notificationsOf = (outTradeNo: string) =>
  db.selectFrom('payment_notifications').selectAll().where('out_trade_no', '=', outTradeNo).orderBy('id').execute();

describe('recharge methods and validation', () => {
  it('lists the sandbox as the only enabled method in local mode', async () => {
    const s = await newSeller(t);
    const r = await t.call<{ method: string; enabled: boolean }[]>({
      method: 'GET',
      url: API_MONEY.recharge.methods,
      token: s.token,
    });
    expect(r.data).toEqual([
      { method: 'sandbox', label: '沙箱支付', enabled: true },
      { method: 'alipay', label: '支付宝', enabled: false },
      { method: 'wechat', label: '微信支付', enabled: false },
    ]);
  });

  it('accepts ¥1 to ¥50,000 in whole fen and answers in Chinese otherwise', async () => {
    const s = await newSeller(t);
    expect((await create(s.token, 99)).msg).toContain('充值金额最少 ¥1.00');
    expect((await create(s.token, 5_000_001)).msg).toContain('单笔充值最多 ¥50,000.00');
    expect((await create(s.token, 100.5)).code).toBe(400);
    expect((await create(s.token, 100, 'paypal')).msg).toContain('支付方式不正确');
    expect((await create(s.token, 100)).code).toBe(200);
    expect((await create(s.token, 5_000_000)).code).toBe(200);
  });

  it('refuses a provider that is not configured', async () => {
    const s = await newSeller(t);
    for (const method of ['alipay', 'wechat']) {
      const r = await create(s.token, 1_000, method);
      expect([r.code, r.msg]).toEqual([400, '该支付方式暂未开通']);
    }
  });

  it('needs a session, wallet:recharge for sub-accounts, and a seller account', async () => {
    expect(
      (await t.call({ method: 'POST', url: API_MONEY.recharge.create, payload: { amountFen: 100, method: 'sandbox' } }))
        .code,
    ).toBe(401);
    const s = await newSeller(t);
    const viewer = await newSubAccount(t, s.id, ['wallet:view']);
    expect((await create(viewer.token, 100)).code).toBe(403);
    const payer = await newSubAccount(t, s.id, ['wallet:recharge']);
    const order = await create(payer.token, 2_500);
    expect(order.code).toBe(200);
    // The sub-account's top-up lands on its main account, and the main account can follow it.
    expect((await status(s.token, order.data.outTradeNo)).data.status).toBe('待支付');
    await cashier(order.data.outTradeNo, 'confirm');
    expect(await balanceOf(t, s.id)).toBe(2_500);
    const op = await newOperator(t);
    expect((await create(op.token, 100)).msg).toContain('运营账号没有资金账户');
  });
});

describe('sandbox payment end to end', () => {
  it('QR → cashier page → 确认支付 credits once; 重放通知 changes nothing', async () => {
    const s = await newSeller(t, 1_000);
    const order = await create(s.token, 12_345);
    const no = order.data.outTradeNo;
    expect(order.data.qrCode).toBe(`http://localhost:80/sandbox/pay/${no}`);
    expect(order.data.expiresAt).toBeGreaterThan(Date.now() + 14 * 60_000);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${no}` });
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of ['¥123.45', no, '确认支付', '取消支付', '重放通知']) expect(page.body).toContain(text);

    const paid = await cashier(no, 'confirm');
    expect(paid.data).toMatchObject({ tradeStatus: 'SUCCESS', notifyStatus: 200, notifyReply: '{"code":"SUCCESS"}' });
    expect((await status(s.token, no)).data).toMatchObject({
      status: '已支付',
      amountFen: 12_345,
      purpose: 'recharge',
    });
    for (let i = 0; i < 3; i++) expect((await cashier(no, 'replay')).data.notifyStatus).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(13_345);
    const credits = (await ledgerRows(t, s.id)).filter((r) => r.type === '充值');
    expect(credits.map((r) => [r.ref_type, r.ref_id, Number(r.amount_fen), r.remark])).toEqual([
      ['recharge', no, 12_345, '沙箱支付充值'],
    ]);
    const log = await notificationsOf(no);
    expect(log.map((l) => [l.verified, l.credited])).toEqual([
      [1, 1],
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(log[1].reason).toContain('重复通知');
    expect((await cashier(no, 'confirm')).code).toBe(409);
    await expectLedgerConsistent(t, s.id);
  });

  it('取消支付 closes the order and a later payment is refused', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 500)).data.outTradeNo;
    expect((await cashier(no, 'replay')).code).toBe(409);
    expect((await cashier(no, 'cancel')).data.tradeStatus).toBe('CLOSED');
    expect((await status(s.token, no)).data.status).toBe('已关闭');
    expect((await cashier(no, 'confirm')).code).toBe(409);
    // Even a correctly signed "paid" notification for a closed order credits nothing.
    const res = await notify(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T1', amountFen: 500 }, 'SUCCESS'));
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(0);
    expect((await notificationsOf(no)).at(-1)?.reason).toContain('已关闭');
  });

  it("another seller's order number reads as not found", async () => {
    const a = await newSeller(t);
    const b = await newSeller(t);
    const no = (await create(a.token, 100)).data.outTradeNo;
    const r = await status(b.token, no);
    expect([r.code, r.msg]).toEqual([404, '订单不存在']);
    expect((await status(a.token, 'R-nope')).code).toBe(404);
  });
});

describe('notifications that must not credit', () => {
  it('tampered signature: 400 FAIL, logged unverified, nothing credited', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 800)).data.outTradeNo;
    const good = JSON.parse(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T', amountFen: 800 }, 'SUCCESS'));
    const forged = { ...good, sign: good.sign.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')) };
    const res = await notify(JSON.stringify(forged));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'FAIL', message: '签名无效' });
    // A signed body with a changed field is just as invalid.
    expect((await notify(JSON.stringify({ ...good, total_amount_fen: '80000' }))).statusCode).toBe(400);
    expect((await notify('not json')).statusCode).toBe(400);
    expect(await balanceOf(t, s.id)).toBe(0);
    expect((await status(s.token, no)).data.status).toBe('待支付');
    const log = await notificationsOf(no);
    expect(log.length).toBe(2);
    expect(log.every((l) => l.verified === 0 && l.credited === 0)).toBe(true);
  });

  it('wrong amount and unknown order: acknowledged, logged, nothing credited', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 800)).data.outTradeNo;
    const res = await notify(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T', amountFen: 801 }, 'SUCCESS'));
    expect(res.statusCode).toBe(200);
    expect((await notificationsOf(no))[0].reason).toBe('金额不符：通知 801 分，订单 800 分');
    await notify(sandbox.buildNotification({ outTradeNo: 'R000-unknown', tradeNo: 'T', amountFen: 800 }, 'SUCCESS'));
    expect((await notificationsOf('R000-unknown'))[0].reason).toBe('订单不存在');
    expect(await balanceOf(t, s.id)).toBe(0);
    expect((await status(s.token, no)).data.status).toBe('待支付');
  });

  it('expired order the payer never paid: shown expired at once; a late "paid" the provider does not confirm credits nothing', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 900)).data.outTradeNo;
    const past = Date.now() - 11 * 60_000;
    await db.updateTable('recharge_orders').set({ expires_at: past }).where('out_trade_no', '=', no).execute();
    await db.updateTable('sandbox_pay_trades').set({ expires_at: past }).where('out_trade_no', '=', no).execute();
    expect((await status(s.token, no)).data.status).toBe('已过期');
    expect((await cashier(no, 'confirm')).msg).toBe('交易已超时关闭');
    const res = await notify(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T', amountFen: 900 }, 'SUCCESS'));
    expect(res.statusCode).toBe(200);
    // Past deadline + grace a payment is confirmed with the provider's query first (money-funds-exceptions.test.ts):
    // the sandbox closed this trade unpaid, so nothing is credited and an operator sees 渠道未确认.
    expect((await notificationsOf(no))[0].reason).toContain('未获渠道查询确认（渠道：已关闭）');
    expect(await balanceOf(t, s.id)).toBe(0);
    const stored = await db
      .selectFrom('recharge_orders')
      .select('status')
      .where('out_trade_no', '=', no)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('已过期');
  });

  it('a payment notified within the grace period after the deadline is still credited', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 700)).data.outTradeNo;
    await db
      .updateTable('recharge_orders')
      .set({ expires_at: Date.now() - 60_000 })
      .where('out_trade_no', '=', no)
      .execute();
    await notify(sandbox.buildNotification({ outTradeNo: no, tradeNo: 'T', amountFen: 700 }, 'SUCCESS'));
    expect(await balanceOf(t, s.id)).toBe(700);
    expect((await status(s.token, no)).data.status).toBe('已支付');
  });

  it('the sweep expires only pending orders past deadline plus grace', async () => {
    const s = await newSeller(t);
    const old = (await create(s.token, 100)).data.outTradeNo;
    const fresh = (await create(s.token, 100)).data.outTradeNo;
    await db
      .updateTable('recharge_orders')
      .set({ expires_at: Date.now() - 11 * 60_000 })
      .where('out_trade_no', '=', old)
      .execute();
    expect(await sweepExpiredOrders(db)).toBeGreaterThanOrEqual(1);
    const rows = await db
      .selectFrom('recharge_orders')
      .select(['out_trade_no', 'status'])
      .where('out_trade_no', 'in', [old, fresh])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.out_trade_no, r.status]))).toEqual({
      [old]: '已过期',
      [fresh]: '待支付',
    });
  });
});
