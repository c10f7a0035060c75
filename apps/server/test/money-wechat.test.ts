import { API_MONEY, type RechargeOrderCreated } from '@podbench/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { rsaPair } from './money-alipay-fake';
import { runRechargeSweep } from '../src/modules/recharge/sweep';
import { balanceOf, expectLedgerConsistent, ledgerRows, newSeller } from './money-fixtures';
import { startFakeWechatGateway, wechatNotification } from './money-wechat-fake';

const merchant = rsaPair();
const platform = rsaPair();
const MCHID = '1900000109';
const APPID = 'wxd678efh567hg6787';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092026112200000000000001';
const API_V3_KEY = 'a7cde1f8g2h3i4j5k6l7m8n9o0p1q2r3';
const gateway = await startFakeWechatGateway({
  mchid: MCHID,
  serialNo: SERIAL,
  merchantPublicPem: merchant.publicPem,
  platformPrivatePem: platform.privatePem,
  platformSerial: PLATFORM_SERIAL,
});
afterAll(() => gateway.close());
const t = await useTestApp({
  WECHATPAY_MCHID: MCHID,
  WECHATPAY_APPID: APPID,
  WECHATPAY_SERIAL_NO: SERIAL,
  WECHATPAY_PRIVATE_KEY: merchant.privatePem,
  WECHATPAY_API_V3_KEY: API_V3_KEY,
  WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicPem,
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: PLATFORM_SERIAL,
  WECHATPAY_GATEWAY: gateway.url,
});
const db = t.runtime.ctx.db;

const create = (token: string, amountFen: number) =>
  t.call<RechargeOrderCreated>({
    method: 'POST',
    url: API_MONEY.recharge.create,
    token,
    payload: { amountFen, method: 'wechat' },
  });
const transaction = (no: string, total: number, extra: Record<string, unknown> = {}) => ({
  mchid: MCHID,
  appid: APPID,
  out_trade_no: no,
  transaction_id: '4200000000202611220000000001',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  bank_type: 'OTHERS',
  attach: '',
  success_time: '2026-11-22T15:30:05+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
  ...extra,
});
const notification = (
  no: string,
  total: number,
  o: { key?: string; tx?: Record<string, unknown>; ts?: number; serial?: string } = {},
) =>
  wechatNotification({
    apiV3Key: o.key ?? API_V3_KEY,
    platformPrivatePem: platform.privatePem,
    platformSerial: o.serial ?? PLATFORM_SERIAL,
    transaction: transaction(no, total, o.tx),
    timestamp: o.ts,
  });
const post = (n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: API_MONEY.payNotify.wechat, headers: n.headers, payload: n.body });

describe('WeChat Pay v3 Native order (wechatpay-axios-plugin against a local gateway)', () => {
  it('sends a correctly signed request and returns code_url from a verified response', async () => {
    const s = await newSeller(t);
    const r = await create(s.token, 12_345);
    expect(r.code).toBe(200);
    expect(r.data.qrCode).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const call = gateway.calls.at(-1);
    expect(call?.authorizationValid).toBe(true);
    expect(call?.body).toMatchObject({
      appid: APPID,
      mchid: MCHID,
      out_trade_no: r.data.outTradeNo,
      notify_url: 'http://localhost:80/api/pay/notify/wechat',
      amount: { total: 12_345, currency: 'CNY' },
    });
    expect(String(call?.body.time_expire)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });

  it('a rejected order or a response signed by the wrong key closes the order', async () => {
    const s = await newSeller(t);
    for (const amount of [666, 777]) {
      const r = await create(s.token, amount);
      expect([r.code, r.msg]).toEqual([500, '支付渠道下单失败，请稍后重试或更换支付方式']);
    }
    const orders = await db.selectFrom('recharge_orders').select('status').where('main_id', '=', s.id).execute();
    expect(orders.map((o) => o.status)).toEqual(['已关闭', '已关闭']);
  });
});

describe('WeChat Pay v3 notifications (RSA signature, AES-256-GCM resource)', () => {
  it('credits a verified payment once; every delivery is answered 204', async () => {
    const s = await newSeller(t, 100);
    const no = (await create(s.token, 8_800)).data.outTradeNo;
    for (let i = 0; i < 3; i++) {
      const res = await post(notification(no, 8_800)); // WeChat signs every resend afresh
      expect([res.statusCode, res.body]).toEqual([204, '']);
    }
    expect(await balanceOf(t, s.id)).toBe(8_900);
    const order = await db
      .selectFrom('recharge_orders')
      .select(['status', 'provider_trade_no'])
      .where('out_trade_no', '=', no)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: '已支付', provider_trade_no: '4200000000202611220000000001' });
    await expectLedgerConsistent(t, s.id);
  });

  it('refuses tampered, undecryptable, stale, foreign-key and foreign-merchant notifications', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 3_000)).data.outTradeNo;
    const good = notification(no, 3_000);
    const cases: [{ body: string; headers: Record<string, string> }, string][] = [
      [{ ...good, body: good.body.replace('"支付成功"', '"支付成功 "') }, '签名无效'],
      [notification(no, 3_000, { key: 'z'.repeat(32) }), '通知内容无法解密'],
      [notification(no, 3_000, { ts: Math.floor(Date.now() / 1000) - 600 }), '通知时间戳超出允许范围'],
      [notification(no, 3_000, { serial: 'PUB_KEY_ID_OTHER' }), '未知的平台公钥 PUB_KEY_ID_OTHER'],
      [notification(no, 3_000, { tx: { mchid: '1900000999' } }), '商户号或应用不匹配'],
      [
        {
          ...good,
          headers: {
            ...good.headers,
            'wechatpay-signature': good.headers['wechatpay-signature'].replace(/^.{4}/, 'AAAA'),
          },
        },
        '签名无效',
      ],
    ];
    for (const [n, message] of cases) {
      const res = await post(n);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'FAIL', message });
    }
    expect(await balanceOf(t, s.id)).toBe(0);
    const log = await db
      .selectFrom('payment_notifications')
      .select(['verified', 'credited'])
      .where('provider', '=', 'wechat')
      .execute();
    expect(log.filter((l) => l.verified === 0)).toHaveLength(cases.length);
  });

  it('a verified notification for another amount or an unknown order credits nothing', async () => {
    const s = await newSeller(t);
    const no = (await create(s.token, 3_000)).data.outTradeNo;
    expect((await post(notification(no, 2_999))).statusCode).toBe(204);
    expect((await post(notification('R-unknown-order', 3_000))).statusCode).toBe(204);
    expect(await balanceOf(t, s.id)).toBe(0);
    const reasons = await db
      .selectFrom('payment_notifications')
      .select('reason')
      .where('out_trade_no', 'in', [no, 'R-unknown-order'])
      .orderBy('id')
      .execute();
    expect(reasons.map((r) => r.reason)).toEqual(['金额不符：通知 2999 分，订单 3000 分', '订单不存在']);
  });
});

describe('WeChat Pay: payments found or notified after the deadline (query by out_trade_no)', () => {
  const expire = (no: string, minutes: number) =>
    db
      .updateTable('recharge_orders')
      .set({ expires_at: Date.now() - minutes * 60_000 })
      .where('out_trade_no', '=', no)
      .execute();
  const statusOf = async (no: string) =>
    (await db.selectFrom('recharge_orders').select('status').where('out_trade_no', '=', no).executeTakeFirstOrThrow())
      .status;

  it('the sweep queries expired orders with a signed request and credits a SUCCESS once', async () => {
    const s = await newSeller(t);
    const paid = (await create(s.token, 6_600)).data.outTradeNo;
    const notPaid = (await create(s.token, 100)).data.outTradeNo;
    const unknown = (await create(s.token, 200)).data.outTradeNo;
    gateway.trades.set(paid, transaction(paid, 6_600));
    gateway.trades.set(notPaid, transaction(notPaid, 100, { trade_state: 'CLOSED', transaction_id: undefined }));
    for (const no of [paid, notPaid, unknown]) await expire(no, 11);
    const before = gateway.calls.length;
    expect((await runRechargeSweep(t.runtime.ctx)).credited).toBe(1);
    const queries = gateway.calls.slice(before).filter((c) => c.method === 'GET');
    expect(queries.map((c) => c.url).sort()).toEqual(
      [paid, notPaid, unknown].map((no) => `/v3/pay/transactions/out-trade-no/${no}?mchid=${MCHID}`).sort(),
    );
    expect(queries.every((c) => c.authorizationValid)).toBe(true);
    expect(await balanceOf(t, s.id)).toBe(6_600);
    expect([await statusOf(paid), await statusOf(notPaid), await statusOf(unknown)]).toEqual([
      '已支付',
      '已过期',
      '已过期',
    ]);
    // WeChat's own late notification and later sweeps add nothing.
    expect((await post(notification(paid, 6_600))).statusCode).toBe(204);
    await runRechargeSweep(t.runtime.ctx, Date.now() + 3 * 86_400_000);
    expect(await balanceOf(t, s.id)).toBe(6_600);
    expect((await ledgerRows(t, s.id)).filter((x) => x.type === '充值')).toHaveLength(1);
    const ex = await db
      .selectFrom('funds_exceptions')
      .select(['kind', 'source'])
      .where('out_trade_no', '=', paid)
      .execute();
    expect(ex).toEqual([{ kind: '逾期到账', source: 'query' }]);
    await expectLedgerConsistent(t, s.id);
  });

  it('a late SUCCESS notification is credited only when the query confirms it', async () => {
    const s = await newSeller(t);
    const confirmed = (await create(s.token, 1_500)).data.outTradeNo;
    const denied = (await create(s.token, 1_600)).data.outTradeNo;
    gateway.trades.set(confirmed, transaction(confirmed, 1_500));
    gateway.trades.set(denied, transaction(denied, 1_600, { trade_state: 'NOTPAY' }));
    for (const no of [confirmed, denied]) await expire(no, 40);
    for (const no of [confirmed, denied]) {
      const n = notification(no, no === confirmed ? 1_500 : 1_600);
      expect((await post(n)).statusCode).toBe(204);
      expect((await post(n)).statusCode).toBe(204);
    }
    expect(await balanceOf(t, s.id)).toBe(1_500);
    const ex = await db
      .selectFrom('funds_exceptions')
      .select(['out_trade_no', 'kind', 'credited'])
      .where('out_trade_no', 'in', [confirmed, denied])
      .orderBy('id')
      .execute();
    expect(ex.map((e) => [e.out_trade_no, e.kind, Number(e.credited)])).toEqual([
      [confirmed, '逾期到账', 1],
      [denied, '渠道未确认', 0],
    ]);
    await expectLedgerConsistent(t, s.id);
  });
});
