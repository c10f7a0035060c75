import type { Executor } from '../../db';
import type { NotifyRequest } from './provider';

const KEPT_HEADERS = /^(content-type|user-agent|wechatpay-.+|x-forwarded-for)$/i;

export interface NotificationLogEntry {
  provider: string;
  outTradeNo: string | null;
  verified: boolean;
  credited: boolean;
  reason: string;
  request: NotifyRequest;
}

/** Every notification received is kept, verified or not, with its outcome: the audit trail of what providers sent. */
export async function logNotification(db: Executor, e: NotificationLogEntry) {
  const headers = Object.fromEntries(Object.entries(e.request.headers).filter(([k]) => KEPT_HEADERS.test(k)));
  await db
    .insertInto('payment_notifications')
    .values({
      provider: e.provider,
      out_trade_no: e.outTradeNo ? e.outTradeNo.slice(0, 64) : null,
      verified: e.verified ? 1 : 0,
      credited: e.credited ? 1 : 0,
      reason: e.reason.slice(0, 255),
      raw_headers: JSON.stringify(headers),
      raw_body: e.request.rawBody.slice(0, 65_536),
      created_at: Date.now(),
    })
    .execute();
}

/** The order number an unverified notification claims (plain JSON or form bodies), for the log only. */
export function claimedTradeNo(rawBody: string): string | null {
  try {
    const v: unknown = JSON.parse(rawBody);
    if (v && typeof v === 'object' && 'out_trade_no' in v && typeof v.out_trade_no === 'string') return v.out_trade_no;
  } catch {
    // not JSON: try a form body
  }
  return new URLSearchParams(rawBody).get('out_trade_no');
}
