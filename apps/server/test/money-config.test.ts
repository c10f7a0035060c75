import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MONEY, type RechargeOrderCreated } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { loadSandboxSecret } from '../src/modules/payment/sandbox-signer';
import { useTestApp } from './helper';
import { rsaPair } from './money-alipay-fake';
import { newSeller } from './money-fixtures';

const production = { MODE: 'production', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/podbench' };
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
};

describe('payment configuration', () => {
  it('local mode needs nothing: sandbox only, orders expire after 15 minutes', () => {
    const c = loadConfig({});
    expect(c.payments).toEqual({ publicBaseUrl: null, rechargeExpireMinutes: 15, alipay: null, wechat: null });
  });

  it('production refuses to start when an enabled provider lacks a secret or the public URL', () => {
    const msg = problemsOf({ ...production, ALIPAY_APP_ID: '2021', WECHATPAY_MCHID: '1900000109' });
    for (const name of [
      'ALIPAY_PRIVATE_KEY',
      'ALIPAY_PUBLIC_KEY',
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL_NO',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_API_V3_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
      'PUBLIC_BASE_URL',
    ]) {
      expect(msg).toContain(`  ${name}:`);
    }
    // Without payment variables nothing payment-related is required (other features may list their own).
    expect(problemsOf(production)).not.toMatch(/ALIPAY|WECHATPAY|PUBLIC_BASE_URL/);
  });

  it('rejects unreadable keys and an APIv3 key that is not 32 bytes', () => {
    const keys = rsaPair();
    const msg = problemsOf({
      ALIPAY_APP_ID: '2021',
      ALIPAY_PRIVATE_KEY: 'not a key',
      ALIPAY_PUBLIC_KEY: keys.publicBase64,
      WECHATPAY_MCHID: '1900000109',
      WECHATPAY_APPID: 'wx1',
      WECHATPAY_SERIAL_NO: 'ABC',
      WECHATPAY_PRIVATE_KEY: keys.privatePem,
      WECHATPAY_API_V3_KEY: 'short',
      WECHATPAY_PLATFORM_PUBLIC_KEY: keys.publicPem,
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_1',
    });
    expect(msg).toContain('ALIPAY_PRIVATE_KEY: 无法解析密钥');
    expect(msg).toContain('WECHATPAY_API_V3_KEY: APIv3 密钥必须是 32 字节');
    expect(msg).not.toContain('ALIPAY_PUBLIC_KEY');
  });

  it('keeps one sandbox signing secret per data directory, owner-only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-key-'));
    const a = loadSandboxSecret(dir);
    expect(loadSandboxSecret(dir)).toBe(a);
    expect(fs.statSync(path.join(dir, 'sandbox-pay.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

const t = await useTestApp({ PUBLIC_BASE_URL: 'https://pay.example.com/', RECHARGE_EXPIRE_MINUTES: '5' });

describe('PUBLIC_BASE_URL', () => {
  it('is the base of sandbox QR codes and notify URLs; RECHARGE_EXPIRE_MINUTES sets the deadline', async () => {
    const s = await newSeller(t);
    const before = Date.now();
    const r = await t.call<RechargeOrderCreated>({
      method: 'POST',
      url: API_MONEY.recharge.create,
      token: s.token,
      payload: { amountFen: 100, method: 'sandbox' },
    });
    expect(r.data.qrCode).toBe(`https://pay.example.com/sandbox/pay/${r.data.outTradeNo}`);
    expect(r.data.expiresAt - before).toBeLessThanOrEqual(5 * 60_000 + 1_000);
    const trade = await t.runtime.ctx.db
      .selectFrom('sandbox_pay_trades')
      .select('notify_url')
      .where('out_trade_no', '=', r.data.outTradeNo)
      .executeTakeFirstOrThrow();
    expect(trade.notify_url).toBe('https://pay.example.com/api/pay/notify/sandbox');
  });
});
