import { randomInt } from 'node:crypto';
import { SHANGHAI_OFFSET_MS } from '@podbench/contract';

/**
 * A public order number: prefix + Beijing time to the second + 8 random digits, e.g. R2026112215304512345678.
 * At most 32 characters of [A-Z0-9] so every provider accepts it (WeChat Pay: 6–32, Alipay: ≤ 64).
 */
export function newTradeNo(prefix: 'R' | 'V' | 'VB', now = Date.now()) {
  const stamp = new Date(now + SHANGHAI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
