import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** RSA-2048 key pair as PEM strings. */
export function rsaPair() {
  const k = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: k.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    /** The bare base64 body, as Alipay's console shows its public key. */
    publicBase64: k.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

export const rsa2Sign = (text: string, privatePem: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(privatePem, 'base64');

/** Alipay's signing string: parameters sorted by name, `sign` (and for notifications `sign_type`) left out. */
export const alipaySignString = (params: Record<string, string>, exclude: string[]) =>
  Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

/** An asynchronous notification exactly as Alipay posts it: form-encoded, RSA2-signed with Alipay's private key. */
export function alipayNotification(params: Record<string, string>, alipayPrivatePem: string) {
  const all = { ...params, sign_type: 'RSA2' };
  const sign = rsa2Sign(alipaySignString(all, ['sign', 'sign_type']), alipayPrivatePem);
  return new URLSearchParams({ ...all, sign }).toString();
}

export interface GatewayCall {
  params: Record<string, string>;
  biz: Record<string, string>;
  signatureValid: boolean;
}

/** What the fake gateway's alipay.trade.query answers for a trade (as Alipay's documented response fields). */
export interface FakeAlipayTrade {
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';
  total_amount: string;
  trade_no: string;
}

/**
 * A local stand-in for openapi.alipay.com/gateway.do: checks the request's RSA2 signature with the app's public key
 * and answers alipay.trade.precreate with a response signed by "Alipay". Amount 6.66 answers a business failure;
 * 7.77 answers with a signature made by the wrong key. alipay.trade.query answers from `trades` (a trade the buyer
 * never scanned is ACQ.TRADE_NOT_EXIST), and a system error for an order number in `failing`.
 */
export async function startFakeAlipayGateway(appPublicPem: string, alipayPrivatePem: string) {
  const calls: GatewayCall[] = [];
  const trades = new Map<string, FakeAlipayTrade>();
  const failing = new Set<string>();
  const wrongKey = rsaPair().privatePem;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params: Record<string, string> = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(body)),
      };
      const signatureValid = createVerify('RSA-SHA256')
        .update(alipaySignString(params, ['sign']), 'utf8')
        .verify(appPublicPem, params.sign ?? '', 'base64');
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      calls.push({ params, biz, signatureValid });
      let inner: Record<string, string>;
      if (signatureValid && params.method === 'alipay.trade.query') {
        const no = biz.out_trade_no;
        const trade = trades.get(no);
        if (failing.has(no))
          inner = {
            code: '20000',
            msg: 'Service Currently Unavailable',
            sub_code: 'isp.unknow-error',
            sub_msg: '系统繁忙',
          };
        else if (!trade)
          inner = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
        else inner = { code: '10000', msg: 'Success', out_trade_no: no, buyer_logon_id: '158****1562', ...trade };
        const json = JSON.stringify(inner);
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        res.end(`{"alipay_trade_query_response":${json},"sign":"${rsa2Sign(json, alipayPrivatePem)}"}`);
        return;
      }
      if (!signatureValid)
        inner = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
      else if (biz.total_amount === '6.66')
        inner = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.INVALID_PARAMETER', sub_msg: '参数无效' };
      else
        inner = {
          code: '10000',
          msg: 'Success',
          out_trade_no: biz.out_trade_no,
          qr_code: `https://qr.alipay.com/bax0${calls.length}`,
        };
      const json = JSON.stringify(inner);
      const sign = rsa2Sign(json, biz.total_amount === '7.77' ? wrongKey : alipayPrivatePem);
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"alipay_trade_precreate_response":${json},"sign":"${sign}"}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    calls,
    trades,
    failing,
    close: () => new Promise((r) => server.close(r)),
  };
}
