import { createCipheriv, createSign, createVerify, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rsaPair } from './money-alipay-fake';

const sign = (text: string, privatePem: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(privatePem, 'base64');
const nonce = (n = 32) => randomBytes(n).toString('hex').slice(0, n).toUpperCase();

/** AEAD_AES_256_GCM as WeChat Pay encrypts `resource`: base64(ciphertext || 16-byte tag). */
export function aesGcmEncrypt(plaintext: string, key: string, iv: string, aad: string) {
  const c = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  c.setAAD(Buffer.from(aad, 'utf8'));
  return Buffer.concat([c.update(plaintext, 'utf8'), c.final(), c.getAuthTag()]).toString('base64');
}

export interface WechatNotifyOptions {
  apiV3Key: string;
  platformPrivatePem: string;
  platformSerial: string;
  transaction: Record<string, unknown>;
  timestamp?: number;
}

/** A payment notification exactly as WeChat Pay posts it: encrypted resource, signed headers. */
export function wechatNotification(o: WechatNotifyOptions) {
  const iv = nonce(12);
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: '2026-11-22T15:30:06+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: aesGcmEncrypt(JSON.stringify(o.transaction), o.apiV3Key, iv, 'transaction'),
      associated_data: 'transaction',
      nonce: iv,
    },
  });
  const ts = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const n = nonce();
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-serial': o.platformSerial,
      'wechatpay-signature': sign(`${ts}\n${n}\n${body}\n`, o.platformPrivatePem),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
  };
}

export interface NativeCall {
  authorizationValid: boolean;
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for api.mch.weixin.qq.com: checks the WECHATPAY2-SHA256-RSA2048 Authorization of
 * POST /v3/pay/transactions/native with the merchant's public key and answers a code_url signed with the platform
 * key. total 666 answers 400 PARAM_ERROR; total 777 signs the answer with the wrong key.
 */
export async function startFakeWechatGateway(o: {
  mchid: string;
  serialNo: string;
  merchantPublicPem: string;
  platformPrivatePem: string;
  platformSerial: string;
}) {
  const calls: NativeCall[] = [];
  /** What GET /v3/pay/transactions/out-trade-no/{no}?mchid= answers: the transaction (documented fields). */
  const trades = new Map<string, Record<string, unknown>>();
  const wrongKey = rsaPair().privatePem;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => {
      const auth = String(req.headers.authorization ?? '');
      const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth);
      const kv = Object.fromEntries(
        [...(m?.[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]),
      ) as Record<string, string>;
      const message = `${req.method}\n${req.url}\n${kv.timestamp}\n${kv.nonce_str}\n${raw}\n`;
      const authorizationValid =
        kv.mchid === o.mchid &&
        kv.serial_no === o.serialNo &&
        createVerify('RSA-SHA256')
          .update(message, 'utf8')
          .verify(o.merchantPublicPem, kv.signature ?? '', 'base64');
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({ authorizationValid, method: req.method ?? '', url: req.url ?? '', body });
      const total = (body.amount as { total?: number } | undefined)?.total;
      let status = 200;
      let answer: Record<string, unknown> = { code_url: `weixin://wxpay/bizpayurl?pr=${nonce(7)}` };
      const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)\?mchid=(\d+)$/.exec(req.url ?? '');
      if (authorizationValid && req.method === 'GET' && query) {
        const trade = query[2] === o.mchid ? trades.get(decodeURIComponent(query[1])) : undefined;
        if (trade) answer = trade;
        else {
          status = 404;
          answer = { code: 'ORDER_NOT_EXIST', message: '订单不存在' };
        }
      } else if (!authorizationValid || req.url !== '/v3/pay/transactions/native') {
        status = 401;
        answer = { code: 'SIGN_ERROR', message: '签名错误' };
      } else if (total === 666) {
        status = 400;
        answer = { code: 'PARAM_ERROR', message: '参数错误' };
      }
      const text = JSON.stringify(answer);
      const ts = String(Math.floor(Date.now() / 1000));
      const n = nonce();
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': randomUUID(),
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': n,
        'wechatpay-serial': o.platformSerial,
        'wechatpay-signature': sign(`${ts}\n${n}\n${text}\n`, total === 777 ? wrongKey : o.platformPrivatePem),
      });
      res.end(text);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, calls, trades, close: () => new Promise((r) => server.close(r)) };
}
