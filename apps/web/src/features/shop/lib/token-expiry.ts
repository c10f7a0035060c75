import { SHOP_EXPIRY_WARN_MS, type ShopRow } from '@podbench/contract';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** `none`: the credential does not expire (Shein) or no longer matters (unbound). */
export type ExpiryLevel = 'none' | 'ok' | 'soon' | 'expired';

export interface TokenExpiry {
  level: ExpiryLevel;
  /** Short Chinese text for a tag: 剩余 80 天 / 3 天后到期 / 5 小时后到期 / 已过期 / 长期有效. */
  text: string;
}

/**
 * How close a token is to its expiry, computed in the browser rather than taken from the row's `expiringSoon`,
 * because the list stays open (kept-alive tab) for hours and the warning must appear when the window is entered.
 * The warning window is the contract's: from 7 days before, inclusive.
 */
export function tokenExpiry(expireAt: number | null, now: number): TokenExpiry {
  if (expireAt === null) return { level: 'none', text: '长期有效' };
  const left = expireAt - now;
  if (left <= 0) return { level: 'expired', text: '已过期' };
  if (left > SHOP_EXPIRY_WARN_MS) {
    // Rounded, not ceiled: a browser clock a few seconds behind the server (or a minute-old `now`) must not turn
    // a fresh 90-day token into 剩余 91 天. Never below 8, which would read like the warning window.
    return { level: 'ok', text: `剩余 ${Math.max(8, Math.round(left / DAY_MS))} 天` };
  }
  if (left >= DAY_MS) return { level: 'soon', text: `${Math.ceil(left / DAY_MS)} 天后到期` };
  if (left >= HOUR_MS) return { level: 'soon', text: `${Math.ceil(left / HOUR_MS)} 小时后到期` };
  return { level: 'soon', text: '即将到期' };
}

/** A row's expiry: an unbound shop has none; a token the marketplace refused (status 已过期) is expired whatever its date says. */
export function shopExpiry(row: Pick<ShopRow, 'status' | 'tokenExpireTime'>, now: number): TokenExpiry {
  if (row.status === '已解绑') return { level: 'none', text: '—' };
  if (row.status === '已过期') return { level: 'expired', text: '已过期' };
  return tokenExpiry(row.tokenExpireTime, now);
}

export interface ExpiryDigest {
  soon: ShopRow[];
  expired: ShopRow[];
}

/** The shops the page should warn about, in list order. */
export function digestExpiry(rows: readonly ShopRow[], now: number): ExpiryDigest {
  const digest: ExpiryDigest = { soon: [], expired: [] };
  for (const row of rows) {
    const { level } = shopExpiry(row, now);
    if (level === 'soon') digest.soon.push(row);
    else if (level === 'expired') digest.expired.push(row);
  }
  return digest;
}
