import { API_MONEY, type RechargeOrderCreated, type RechargeStatusResult } from '@podbench/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { alipayNotification, rsaPair, startFakeAlipayGateway } from './money-alipay-fake';
import { runRechargeSweep } from '../src/modules/recharge/sweep';
import { balanceOf, expectLedgerConsistent, ledgerRows, newSeller } from './money-fixtures';

const appKeys = rsaPair();
const alipayKeys = rsaPair();
const gateway = await startFakeAlipayGateway(appKeys.publicPem, alipayKeys.privatePem);
afterAll(() => gateway.close());
const APP_ID = '2021000000000001';
const t = await useTestApp({
  ALIPAY_APP_ID: APP_ID,
  // As operators paste them: the private key with escaped newlines, Alipay's public key as bare base64.
  ALIPAY_PRIVATE_KEY: appKeys.privatePem.replaceAll('\n', '\\n'),
  ALIPAY_PUBLIC_KEY: alipayKeys.publicBase64,
  ALIPAY_GATEWAY: gateway.url,
});
const db = t.runtime.ctx.db;

const create = (token: string, amountFen: number) =>
  t.call<RechargeOrderCreated>({
    method: 'POST',
    url: API_MONEY.recharge.create,
    token,
    payload: { amountFen, method: 'alipay' },
  });
const post = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: API_MONEY.payNotify.alipay,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: body,
  });
const orderStatus = async (token: string, no: string) =>
  (await t.call<RechargeStatusResult>({ method: 'GET', url: `${API_MONEY.recharge.status}?outTradeNo=${no}`, token }))
    .data.status;

/** The fields of a real TRADE_SUCCESS notification (values as Alipay sends them). */
const fields = (no: string, totalAmount: string, extra: Record<string, string> = {}) => ({
  gmt_create: '2026-11-22 15:30:01',
  charset: 'utf-8',
  seller_email: 'shop@example.com',
  subject: '余额充值',
  buyer_id: '2088102177846880',
  invoice_amount: totalAmount,
  notify_id: `2026112200222153001000${Math.floor(Math.random() * 1e6)}`,
  fund_bill_list: `[{"amount":"${totalAmount}","fundChannel":"ALIPAYACCOUNT"}]`,
  notify_type: 'trade_status_sync',
  trade_status: 'TRADE_SUCCESS',
  receipt_amount: totalAmount,
  app_id: APP_ID,
  buyer_pay_amount: totalAmount,
  seller_id: '2088102177846873',
  gmt_payment: '2026-11-22 15:30:05',
  notify_time: '2026-11-22 15:30:06',
  version: '1.0',
  out_trade_no: no,
  total_amount: totalAmount,
  trade_no: '2026112222001446881000012345',
  auth_app_id: APP_ID,
  buyer_logon_id: '158****1562',
  point_amount: '0.00',
  ...extra,
});

describe('Alipay face-to-face precreate (alipay-sdk against a local gateway)', () => {
  it('signs the request with RSA2 and returns the QR content from a verified response', async () => {
    const s = await newSeller(t);
    const r = await create(s.token, 12_345);
    expect(r.code).toBe(200);
    const call = gateway.calls.at(-1);
    expect(call?.signatureValid).toBe(true);
    expect(call?.params).toMatchObject({
      method: 'alipay.trade.precreate',
      app_id: APP_ID,
      sign_type: 'RSA2',
      charset: 'utf-8',
    });
    expect(call?.params.notify_url).toBe('http://localhost:80/api/pay/notify/alipay');
    expect(call?.biz).toMatchObject({ out_trade_no: r.data.outTradeNo, total_amount: '123.45' });
    expect(call?.biz.time_expire).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.data.qrCode).toBe(`https://qr.alipay.com/bax0${gateway.calls.length}`);
  });

  it('a business failure or a response with a bad signature closes the order with a Chinese message', async () => {
    const s = await newSeller(t);
    for (const amount of [666, 777]) {
      const r = await create(s.token, amount);
      expect([r.code, r.msg]).toEqual([500, '支付渠道下单失败，请稍后重试或更换支付方式']);
    }
    const orders = await db.selectFrom('recharge_orders').select('status').where('main_id', '=', s.id).execute();
    expect(orders.map((o) => o.status)).toEqual(['已关闭', '已关闭']);
  });
});

describe('Alipay asynchronous notifications (RSA2)', () => {
  it('credits a verified TRADE_SUCCESS once and answers "success" to every replay', async () => {
    const s = await newSeller(t, 500);
    const no = (await create(s.token, 12_345)).data.outTradeNo;
    const body = alipayNotification(fields(no, '123.45'), alipayKeys.privatePem);
    for (let i = 0; i < 3; i++) {
      const res = await post(body);
      expect([res.statusCode, res.body]).toEqual([200, 'success']);
    }
    expect(await balanceOf(t, s.id)).toBe(12_845);
    expect(await orderStatus(s.token, no)).toBe('已支付');
    const order = await db
      .selectFrom('recharge_orders')
      .select('provider_trade_no')
      .where('out_trade_no', '=', no)
      .executeTakeFirstOrThrow();
    expect(order.provider_trade_no).toBe('2026112222001446881000012345');
    await expectLedgerConsistent(t, s.id);
  });

  it('answers "fail" and credits nothing for a tampered body, a foreign key or another app', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 5_000)).data.outTradeNo;
    const signed = alipayNotification(fields(no, '50.00'), alipayKeys.privatePem);
    const tampered = signed.replace('trade_no=2026112222001446881000012345', 'trade_no=2026112222001446881000099999');
    const forged = alipayNotification(fields(no, '50.00'), rsaPair().privatePem);
    const otherApp = alipayNotification(fields(no, '50.00', { app_id: '2021000000009999' }), alipayKeys.privatePem);
    const unsigned = new URLSearchParams(fields(no, '50.00')).toString();
    for (const body of [tampered, forged, otherApp, unsigned]) {
      const res = await post(body);
      expect([res.statusCode, res.body]).toEqual([200, 'fail']);
    }
    expect(await balanceOf(t, s.id)).toBe(0);
    expect(await orderStatus(s.token, no)).toBe('待支付');
    const log = await db
      .selectFrom('payment_notifications')
      .select(['verified', 'reason'])
      .where('out_trade_no', '=', no)
      .execute();
    expect(log.map((l) => l.verified)).toEqual([0, 0, 0, 0]);
    expect(log.map((l) => l.reason)).toEqual(['签名无效', '签名无效', 'app_id 不匹配', '签名无效']);
  });

  it('a verified notification with the wrong amount is logged, not credited', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 5_000)).data.outTradeNo;
    const res = await post(alipayNotification(fields(no, '0.01'), alipayKeys.privatePem));
    expect(res.body).toBe('success');
    expect(await balanceOf(t, s.id)).toBe(0);
    const log = await db.selectFrom('payment_notifications').select('reason').where('out_trade_no', '=', no).execute();
    expect(log[0].reason).toBe('金额不符：通知 1 分，订单 5000 分');
  });

  it('TRADE_CLOSED closes the order; WAIT_BUYER_PAY is ignored', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 1_000)).data.outTradeNo;
    await post(alipayNotification(fields(no, '10.00', { trade_status: 'WAIT_BUYER_PAY' }), alipayKeys.privatePem));
    expect(await orderStatus(s.token, no)).toBe('待支付');
    await post(alipayNotification(fields(no, '10.00', { trade_status: 'TRADE_CLOSED' }), alipayKeys.privatePem));
    expect(await orderStatus(s.token, no)).toBe('已关闭');
    expect(await balanceOf(t, s.id)).toBe(0);
  });
});

describe('Alipay: payments found or notified after the deadline (alipay.trade.query)', () => {
  const expire = (no: string, minutes: number) =>
    db
      .updateTable('recharge_orders')
      .set({ expires_at: Date.now() - minutes * 60_000 })
      .where('out_trade_no', '=', no)
      .execute();
  const exceptionKinds = async (no: string) =>
    (await db.selectFrom('funds_exceptions').select(['kind', 'source']).where('out_trade_no', '=', no).execute()).map(
      (e) => `${e.kind}/${e.source}`,
    );

  it('the sweep queries an order that expired while pending and credits what Alipay took, once', async () => {
    const s = await newSeller(t);
    const paid = (await create(s.token, 8_800)).data.outTradeNo;
    const unscanned = (await create(s.token, 100)).data.outTradeNo;
    const closed = (await create(s.token, 200)).data.outTradeNo;
    gateway.trades.set(paid, {
      trade_status: 'TRADE_SUCCESS',
      total_amount: '88.00',
      trade_no: '2026112722001400000000000001',
    });
    gateway.trades.set(closed, {
      trade_status: 'TRADE_CLOSED',
      total_amount: '2.00',
      trade_no: '2026112722001400000000000002',
    });
    for (const no of [paid, unscanned, closed]) await expire(no, 11);
    const before = gateway.calls.length;
    const r = await runRechargeSweep(t.runtime.ctx);
    expect(r.credited).toBe(1);
    const queries = gateway.calls.slice(before).filter((c) => c.params.method === 'alipay.trade.query');
    expect(queries.map((c) => c.biz.out_trade_no).sort()).toEqual([paid, unscanned, closed].sort());
    expect(queries.every((c) => c.signatureValid)).toBe(true);
    expect(await balanceOf(t, s.id)).toBe(8_800);
    expect(await orderStatus(s.token, paid)).toBe('已支付');
    expect(await exceptionKinds(paid)).toEqual(['逾期到账/query']);
    // Alipay's own retry of the notification arrives afterwards: acknowledged, nothing more.
    const res = await post(alipayNotification(fields(paid, '88.00'), alipayKeys.privatePem));
    expect(res.body).toBe('success');
    await runRechargeSweep(t.runtime.ctx, Date.now() + 3 * 86_400_000);
    expect(await balanceOf(t, s.id)).toBe(8_800);
    expect((await ledgerRows(t, s.id)).filter((x) => x.type === '充值')).toHaveLength(1);
    await expectLedgerConsistent(t, s.id);
  });

  it('a late TRADE_SUCCESS is confirmed by the query, then credited; a failed query asks Alipay to resend', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 3_000)).data.outTradeNo;
    await expire(no, 30);
    gateway.failing.add(no);
    const body = alipayNotification(fields(no, '30.00'), alipayKeys.privatePem);
    expect((await post(body)).body).toBe('fail');
    expect(await balanceOf(t, s.id)).toBe(0);
    gateway.failing.delete(no);
    gateway.trades.set(no, {
      trade_status: 'TRADE_SUCCESS',
      total_amount: '30.00',
      trade_no: '2026112722001400000000000003',
    });
    for (let i = 0; i < 3; i++) expect((await post(body)).body).toBe('success');
    expect(await balanceOf(t, s.id)).toBe(3_000);
    expect(await exceptionKinds(no)).toEqual(['逾期到账/notify']);
    await expectLedgerConsistent(t, s.id);
  });

  it('an order Alipay cannot be asked about is retried for about a day, then listed as 查询失败', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 4_000)).data.outTradeNo;
    gateway.failing.add(no);
    await expire(no, 11);
    let now = Date.now();
    await runRechargeSweep(t.runtime.ctx, now);
    const attempts = async () =>
      db
        .selectFrom('recharge_orders')
        .select(['query_attempts', 'query_next_at'])
        .where('out_trade_no', '=', no)
        .executeTakeFirstOrThrow();
    expect(Number((await attempts()).query_attempts)).toBe(1);
    expect(await exceptionKinds(no)).toEqual([]);
    for (let i = 0; i < 6; i++) {
      now = Number((await attempts()).query_next_at);
      await runRechargeSweep(t.runtime.ctx, now);
    }
    expect(await attempts()).toEqual({ query_attempts: 7, query_next_at: null });
    expect(await exceptionKinds(no)).toEqual(['查询失败/query']);
    expect(await balanceOf(t, s.id)).toBe(0);
  });
});
