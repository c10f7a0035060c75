import type { PayMethod } from '@podbench/contract';

/** What a provider needs to open a payment for a top-up order. */
export interface PaymentOrder {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  expiresAt: number;
}

export interface PaymentUrls {
  /** Where the provider must POST its notification. */
  notifyUrl: string;
  /** Public origin of this server (PUBLIC_BASE_URL, or the request's origin in local mode). */
  origin: string;
}

/** An incoming notification exactly as received: signatures cover the raw bytes. */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** A notification whose signature checked out, reduced to what settling an order needs. */
export interface VerifiedNotification {
  outTradeNo: string;
  amountFen: number;
  providerTradeNo: string;
  /** The buyer paid (Alipay TRADE_SUCCESS/FINISHED, WeChat SUCCESS, sandbox SUCCESS). */
  paid: boolean;
  /** The provider closed the trade unpaid. */
  closed: boolean;
}

/** Thrown by `verifyNotification` when a notification is malformed or its signature does not check out. */
export class NotificationRejected extends Error {}

/** Thrown when a provider refuses to open a payment; the message is the provider's (for the log, not the user). */
export class ProviderError extends Error {}

/**
 * What the provider's order query says about a trade (Alipay `alipay.trade.query`, WeChat Pay's query by
 * out_trade_no, the sandbox's own books). `paid` means the provider took the money.
 */
export interface TradeQueryResult {
  /** paid; open (not paid yet, may still be paid or being paid); closed (ended unpaid); missing (no such trade). */
  state: 'paid' | 'open' | 'closed' | 'missing';
  /** What the provider says it took (fen); null unless paid. */
  amountFen: number | null;
  providerTradeNo: string;
}

/** The HTTP answer a provider expects to a notification. */
export interface NotifyAck {
  status: number;
  contentType: string | null;
  body: string;
}

/** One interface for every payment provider: the sandbox, Alipay and WeChat Pay. */
export interface PaymentProvider {
  readonly method: PayMethod;
  /** Opens the payment at the provider and returns the QR code's content. */
  createQr(order: PaymentOrder, urls: PaymentUrls): Promise<string>;
  /** Checks the signature (and decrypts) before anything else; throws NotificationRejected. */
  verifyNotification(req: NotifyRequest): Promise<VerifiedNotification>;
  /** Asks the provider about one of our orders; throws ProviderError (or a network error) when it cannot answer. */
  queryTrade(outTradeNo: string): Promise<TradeQueryResult>;
  /** `ok` means "received, do not resend". */
  ack(ok: boolean, message: string): NotifyAck;
}

export const headerValue = (req: NotifyRequest, name: string) => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** '12.34' → 1234, exactly (no floating point); null for anything else. */
export function yuanTextToFen(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1234 → '12.34'. */
export const fenToYuanText = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
