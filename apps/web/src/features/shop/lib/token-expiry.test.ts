import type { ShopRow } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { digestExpiry, shopExpiry, tokenExpiry } from './token-expiry';

const NOW = Date.UTC(2026, 0, 10, 12);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const row = (over: Partial<ShopRow>): ShopRow => ({
  id: 1,
  platform: 'temu',
  mallId: '100001',
  mallName: '店铺',
  managedType: '全托管',
  tokenExpireTime: NOW + 30 * DAY,
  expiringSoon: false,
  lastSyncTime: null,
  status: '正常',
  authorizedAt: NOW - DAY,
  missingScopes: [],
  ...over,
});

describe('tokenExpiry', () => {
  it('says how many days are left outside the 7-day window', () => {
    expect(tokenExpiry(NOW + 90 * DAY, NOW)).toEqual({ level: 'ok', text: '剩余 90 天' });
    expect(tokenExpiry(NOW + 7 * DAY + 1, NOW)).toEqual({ level: 'ok', text: '剩余 8 天' });
    expect(tokenExpiry(NOW + 20 * DAY + 5 * HOUR, NOW)).toEqual({ level: 'ok', text: '剩余 20 天' });
  });

  it('reads a fresh 90-day token as 90 days even when the browser clock is a little behind', () => {
    expect(tokenExpiry(NOW + 90 * DAY + 40_000, NOW)).toEqual({ level: 'ok', text: '剩余 90 天' });
    expect(tokenExpiry(NOW + 90 * DAY - 40_000, NOW)).toEqual({ level: 'ok', text: '剩余 90 天' });
  });

  it('warns from exactly 7 days before', () => {
    expect(tokenExpiry(NOW + 7 * DAY, NOW)).toEqual({ level: 'soon', text: '7 天后到期' });
    expect(tokenExpiry(NOW + 2 * DAY + HOUR, NOW)).toEqual({ level: 'soon', text: '3 天后到期' });
  });

  it('counts hours on the last day', () => {
    expect(tokenExpiry(NOW + DAY - 1, NOW)).toEqual({ level: 'soon', text: '24 小时后到期' });
    expect(tokenExpiry(NOW + 5 * HOUR, NOW)).toEqual({ level: 'soon', text: '5 小时后到期' });
    expect(tokenExpiry(NOW + 10 * 60 * 1000, NOW)).toEqual({ level: 'soon', text: '即将到期' });
  });

  it('is expired at and after the expiry time', () => {
    expect(tokenExpiry(NOW, NOW)).toEqual({ level: 'expired', text: '已过期' });
    expect(tokenExpiry(NOW - DAY, NOW)).toEqual({ level: 'expired', text: '已过期' });
  });

  it('treats a credential without expiry (Shein) as long-lived', () => {
    expect(tokenExpiry(null, NOW)).toEqual({ level: 'none', text: '长期有效' });
  });
});

describe('shopExpiry', () => {
  it('trusts the server when it marked the token dead, even before the date', () => {
    expect(shopExpiry(row({ status: '已过期', tokenExpireTime: NOW + 60 * DAY }), NOW).level).toBe('expired');
  });

  it('has nothing to say about an unbound shop', () => {
    expect(shopExpiry(row({ status: '已解绑', tokenExpireTime: NOW - DAY }), NOW)).toEqual({
      level: 'none',
      text: '—',
    });
  });

  it('computes the warning from the time, not the row flag, so an open page catches up', () => {
    const r = row({ tokenExpireTime: NOW + 8 * DAY, expiringSoon: false });
    expect(shopExpiry(r, NOW).level).toBe('ok');
    expect(shopExpiry(r, NOW + 2 * DAY).level).toBe('soon');
  });
});

describe('digestExpiry', () => {
  it('splits the shops to warn about, in list order', () => {
    const rows = [
      row({ id: 1, tokenExpireTime: NOW + 3 * DAY }),
      row({ id: 2 }),
      row({ id: 3, status: '已过期' }),
      row({ id: 4, tokenExpireTime: NOW + DAY }),
      row({ id: 5, status: '已解绑', tokenExpireTime: NOW - DAY }),
    ];
    const d = digestExpiry(rows, NOW);
    expect(d.soon.map((r) => r.id)).toEqual([1, 4]);
    expect(d.expired.map((r) => r.id)).toEqual([3]);
  });
});
