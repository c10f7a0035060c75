import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import {
  headerValue,
  NotificationRejected,
  type NotifyAck,
  type PaymentProvider,
  type VerifiedNotification,
} from './provider';
import { type SandboxNotification, sandboxSign, sandboxVerify } from './sandbox-signer';

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly method: 'sandbox';
  /** Builds and signs a notification for a sandbox trade (used by the sandbox pay page). */
  buildNotification(
    t: { outTradeNo: string; tradeNo: string; amountFen: number },
    status: 'SUCCESS' | 'CLOSED',
  ): string;
}

/**
 * The sandbox provider: a faithful peer of the real ones. Creating a payment opens a trade in its own books
 * (`sandbox_pay_trades`) and returns the URL of its pay page; the page's buttons make it send HMAC-signed
 * notifications to the notify URL, which this provider verifies like Alipay's RSA2 ones.
 */
export function createSandboxProvider(db: Db, secret: string): SandboxPaymentProvider {
  return {
    method: 'sandbox',
    async createQr(order, urls) {
      const now = Date.now();
      const tradeNo = `SBX${createHash('sha256').update(order.outTradeNo).digest('hex').slice(0, 24).toUpperCase()}`;
      await db
        .insertInto('sandbox_pay_trades')
        .values({
          out_trade_no: order.outTradeNo,
          trade_no: tradeNo,
          amount_fen: order.amountFen,
          subject: order.subject,
          notify_url: urls.notifyUrl,
          status: 'WAIT_BUYER_PAY',
          expires_at: order.expiresAt,
          last_notification: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return `${urls.origin}/sandbox/pay/${encodeURIComponent(order.outTradeNo)}`;
    },

    buildNotification(t, status) {
      const fields: Omit<SandboxNotification, 'sign'> = {
        notify_id: randomUUID(),
        notify_time: String(Date.now()),
        out_trade_no: t.outTradeNo,
        trade_no: t.tradeNo,
        total_amount_fen: String(t.amountFen),
        trade_status: status,
        sign_type: 'HMAC-SHA256',
      };
      return JSON.stringify({ ...fields, sign: sandboxSign(secret, fields) });
    },

    async verifyNotification(req): Promise<VerifiedNotification> {
      if (!(headerValue(req, 'content-type') ?? '').includes('application/json')) {
        throw new NotificationRejected('通知内容类型不正确');
      }
      let fields: Record<string, string>;
      try {
        const parsed: unknown = JSON.parse(req.rawBody);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        fields = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
      } catch {
        throw new NotificationRejected('通知不是合法的 JSON');
      }
      if (!sandboxVerify(secret, fields)) throw new NotificationRejected('签名无效');
      const amountFen = Number(fields.total_amount_fen);
      if (!fields.out_trade_no || !Number.isSafeInteger(amountFen) || amountFen <= 0) {
        throw new NotificationRejected('通知字段不完整');
      }
      return {
        outTradeNo: fields.out_trade_no,
        amountFen,
        providerTradeNo: fields.trade_no ?? '',
        paid: fields.trade_status === 'SUCCESS',
        closed: fields.trade_status === 'CLOSED',
      };
    },

    // The sandbox keeps its books in this database, so its query reads them (like the cashier's query route).
    async queryTrade(outTradeNo) {
      const t = await db
        .selectFrom('sandbox_pay_trades')
        .select(['trade_no', 'status', 'amount_fen'])
        .where('out_trade_no', '=', outTradeNo)
        .executeTakeFirst();
      if (!t) return { state: 'missing', amountFen: null, providerTradeNo: '' };
      if (t.status === 'SUCCESS')
        return { state: 'paid', amountFen: Number(t.amount_fen), providerTradeNo: t.trade_no };
      return { state: t.status === 'CLOSED' ? 'closed' : 'open', amountFen: null, providerTradeNo: t.trade_no };
    },

    ack(ok, message): NotifyAck {
      return {
        status: ok ? 200 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(ok ? { code: 'SUCCESS' } : { code: 'FAIL', message }),
      };
    },
  };
}
