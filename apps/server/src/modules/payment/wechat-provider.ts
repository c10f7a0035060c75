import { SHANGHAI_OFFSET_MS } from '@podbench/contract';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { WechatPayConfig } from './config';
import {
  headerValue,
  NotificationRejected,
  type PaymentProvider,
  ProviderError,
  type VerifiedNotification,
} from './provider';

/** Notifications older or newer than this are refused: a captured one cannot be replayed much later. */
const MAX_CLOCK_SKEW_S = 300;

/** RFC 3339 in Beijing time, as WeChat Pay wants `time_expire`: 2026-11-22T15:30:00+08:00. */
const rfc3339Shanghai = (ms: number) => `${new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

interface WechatTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

/**
 * WeChat Pay APIv3 Native payments through `wechatpay-axios-plugin` (the SDK WeChat Pay's docs list for Node):
 * it signs requests with the WECHATPAY2-SHA256-RSA2048 Authorization header and verifies each response with the
 * platform public key. Notifications are verified here with the same primitives: the Wechatpay-Signature over
 * "timestamp\nnonce\nbody\n", then AES-256-GCM decryption of `resource` with the APIv3 key.
 */
export function createWechatProvider(cfg: WechatPayConfig): PaymentProvider {
  const platformKey = Rsa.from(cfg.platformPublicKey, Rsa.KEY_TYPE_PUBLIC);
  const client = new Wechatpay({
    mchid: cfg.mchid,
    serial: cfg.serialNo,
    privateKey: cfg.privateKey,
    certs: { [cfg.platformPublicKeyId]: platformKey },
    baseURL: cfg.gateway,
    timeout: 10_000,
  });
  return {
    method: 'wechat',
    async createQr(order, urls) {
      try {
        const res: { data?: { code_url?: unknown } } = await client.v3.pay.transactions.native.post({
          appid: cfg.appid,
          mchid: cfg.mchid,
          description: order.subject,
          out_trade_no: order.outTradeNo,
          time_expire: rfc3339Shanghai(order.expiresAt),
          notify_url: urls.notifyUrl,
          amount: { total: order.amountFen, currency: 'CNY' },
        });
        const codeUrl = res.data?.code_url;
        if (typeof codeUrl !== 'string') throw new ProviderError('native: no code_url');
        return codeUrl;
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        const e = err as { response?: { status?: number; data?: unknown }; message?: string };
        throw new ProviderError(`native ${e.response?.status ?? ''} ${JSON.stringify(e.response?.data ?? e.message)}`);
      }
    },

    async verifyNotification(req): Promise<VerifiedNotification> {
      const timestamp = headerValue(req, 'wechatpay-timestamp') ?? '';
      const nonce = headerValue(req, 'wechatpay-nonce') ?? '';
      const signature = headerValue(req, 'wechatpay-signature') ?? '';
      const serial = headerValue(req, 'wechatpay-serial') ?? '';
      if (!timestamp || !nonce || !signature || !serial) throw new NotificationRejected('缺少签名头');
      if (serial !== cfg.platformPublicKeyId) throw new NotificationRejected(`未知的平台公钥 ${serial.slice(0, 64)}`);
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) {
        throw new NotificationRejected('通知时间戳超出允许范围');
      }
      let verified = false;
      try {
        verified = Rsa.verify(Formatter.response(timestamp, nonce, req.rawBody), signature, platformKey);
      } catch {
        verified = false;
      }
      if (!verified) throw new NotificationRejected('签名无效');
      const tx = decryptResource(req.rawBody, cfg.apiV3Key);
      if (tx.mchid !== cfg.mchid || tx.appid !== cfg.appid) throw new NotificationRejected('商户号或应用不匹配');
      const amountFen = tx.amount?.total;
      if (!tx.out_trade_no || typeof amountFen !== 'number' || !Number.isSafeInteger(amountFen)) {
        throw new NotificationRejected('通知字段不完整');
      }
      return {
        outTradeNo: tx.out_trade_no,
        amountFen,
        providerTradeNo: tx.transaction_id ?? '',
        paid: tx.trade_state === 'SUCCESS',
        closed: tx.trade_state === 'CLOSED',
      };
    },

    async queryTrade(outTradeNo) {
      let tx: WechatTransaction;
      try {
        const res: { data?: WechatTransaction } = await client.v3.pay.transactions.outTradeNo._out_trade_no_.get({
          params: { mchid: cfg.mchid },
          out_trade_no: outTradeNo,
        });
        tx = res.data ?? {};
      } catch (err) {
        const e = err as { response?: { status?: number; data?: { code?: string } }; message?: string };
        if (e.response?.status === 404 && e.response.data?.code === 'ORDER_NOT_EXIST') {
          return { state: 'missing', amountFen: null, providerTradeNo: '' };
        }
        throw new ProviderError(`query ${e.response?.status ?? ''} ${JSON.stringify(e.response?.data ?? e.message)}`);
      }
      if (tx.out_trade_no !== outTradeNo || tx.mchid !== cfg.mchid) {
        throw new ProviderError('query answered another order or merchant');
      }
      const providerTradeNo = tx.transaction_id ?? '';
      switch (tx.trade_state) {
        case 'SUCCESS': {
          const amountFen = tx.amount?.total;
          if (typeof amountFen !== 'number' || !Number.isSafeInteger(amountFen)) {
            throw new ProviderError('query: no amount.total');
          }
          return { state: 'paid', amountFen, providerTradeNo };
        }
        case 'NOTPAY':
        case 'USERPAYING':
          return { state: 'open', amountFen: null, providerTradeNo };
        default:
          // CLOSED, REVOKED, PAYERROR; REFUND only follows a refund, which this product never makes.
          return { state: 'closed', amountFen: null, providerTradeNo };
      }
    },

    // Success: 204 without a body; failure: 4xx/5xx with {code:'FAIL', message} and WeChat resends.
    ack: (ok, message) =>
      ok
        ? { status: 204, contentType: null, body: '' }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) },
  };
}

function decryptResource(rawBody: string, apiV3Key: string): WechatTransaction {
  try {
    const body = JSON.parse(rawBody) as {
      resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
    };
    const r = body.resource;
    if (r?.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) throw new Error('no resource');
    return JSON.parse(
      Aes.AesGcm.decrypt(r.ciphertext, apiV3Key, r.nonce, r.associated_data ?? ''),
    ) as WechatTransaction;
  } catch {
    throw new NotificationRejected('通知内容无法解密');
  }
}
