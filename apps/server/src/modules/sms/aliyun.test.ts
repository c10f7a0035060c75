import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  type AliyunSmsConfig,
  aliyunTimestamp,
  buildSendSmsUrl,
  canonicalQuery,
  createAliyunSmsProvider,
  percentEncode,
  signRpcRequest,
} from './aliyun';

/**
 * An independent encoder written the way Aliyun's documentation states it: form-urlencode (Java's URLEncoder,
 * here URLSearchParams), then '+'→'%20', '*'→'%2A', '%7E'→'~'.
 */
const specEncode = (s: string) =>
  new URLSearchParams({ x: s })
    .toString()
    .slice(2)
    .replaceAll('+', '%20')
    .replaceAll('*', '%2A')
    .replaceAll('%7E', '~');

const specSign = (params: Record<string, string>, secret: string) => {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${specEncode(k)}=${specEncode(params[k])}`)
    .join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`GET&${specEncode('/')}&${specEncode(query)}`)
    .digest('base64');
};

describe('percentEncode', () => {
  it('follows RFC 3986 with Aliyun’s replacements', () => {
    expect(percentEncode('a b')).toBe('a%20b');
    expect(percentEncode('*')).toBe('%2A');
    expect(percentEncode('~')).toBe('~');
    expect(percentEncode('+')).toBe('%2B');
    expect(percentEncode("!'()")).toBe('%21%27%28%29');
    expect(percentEncode('/=&:')).toBe('%2F%3D%26%3A');
    expect(percentEncode('AZaz09-_.')).toBe('AZaz09-_.');
    expect(percentEncode('签名')).toBe('%E7%AD%BE%E5%90%8D');
    expect(percentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D');
  });

  it('agrees with the documented URLEncoder recipe on every printable ASCII character and CJK', () => {
    let all = '';
    for (let c = 0x20; c < 0x7f; c++) all += String.fromCharCode(c);
    expect(percentEncode(all)).toBe(specEncode(all));
    expect(percentEncode('阿里云短信测试专用')).toBe(specEncode('阿里云短信测试专用'));
  });
});

describe('signRpcRequest', () => {
  it('reproduces the example signature of Aliyun’s SMS documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signRpcRequest(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('matches a signature computed independently with node:crypto over a fixed SendSms request', () => {
    const cfg: AliyunSmsConfig = {
      accessKeyId: 'LTAI-test',
      accessKeySecret: 's3cret*~ /+',
      signName: 'PodBench 工作台',
      templateCode: 'SMS_123456789',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
    };
    const url = new URL(
      buildSendSmsUrl(cfg, '13800138000', '654321', {
        nonce: () => 'fixed-nonce-1',
        now: () => new Date('2026-01-02T03:04:05.678Z'),
      }),
    );
    const params = Object.fromEntries(url.searchParams);
    expect(params.Timestamp).toBe('2026-01-02T03:04:05Z');
    expect(params.SignatureNonce).toBe('fixed-nonce-1');
    expect(params.TemplateParam).toBe('{"code":"654321"}');
    const { Signature, ...signed } = params;
    expect(Object.keys(signed).sort()).toEqual(
      [
        'AccessKeyId',
        'Action',
        'Format',
        'PhoneNumbers',
        'RegionId',
        'SignName',
        'SignatureMethod',
        'SignatureNonce',
        'SignatureVersion',
        'TemplateCode',
        'TemplateParam',
        'Timestamp',
        'Version',
      ].sort(),
    );
    expect(Signature).toBe(specSign(signed, cfg.accessKeySecret));
    // The query after the signature is the canonical one, so the server can rebuild the string to sign.
    expect(url.search).toBe(`?Signature=${specEncode(Signature)}&${canonicalQuery(signed)}`);
  });

  it('formats timestamps as UTC without milliseconds', () => {
    expect(aliyunTimestamp(new Date(Date.UTC(2017, 6, 12, 2, 42, 19, 999)))).toBe('2017-07-12T02:42:19Z');
  });
});

describe('createAliyunSmsProvider against a local server', () => {
  const secret = 'local-secret';
  let answer: Record<string, string> = { Code: 'OK' };
  let seen: Record<string, string> | null = null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const { Signature, ...rest } = Object.fromEntries(url.searchParams);
    seen = rest;
    const good = Signature === specSign(rest, secret);
    res.writeHead(good ? 200 : 400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(good ? answer : { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' }),
    );
  });
  let cfg: AliyunSmsConfig;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    cfg = {
      accessKeyId: 'id',
      accessKeySecret: secret,
      signName: '测试签名',
      templateCode: 'SMS_1',
      endpoint: `http://127.0.0.1:${port}/`,
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a correctly signed request and accepts Code OK', async () => {
    answer = { Code: 'OK', Message: 'OK', RequestId: 'r1' };
    await createAliyunSmsProvider(cfg).sendCode('13900139000', '112233', 'login');
    expect(seen).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13900139000',
      SignName: '测试签名',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"112233"}',
      RegionId: 'cn-hangzhou',
      Version: '2017-05-25',
      Format: 'JSON',
    });
  });

  it('turns a provider error into a Chinese 500 AppError without the code in it', async () => {
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控 998877', RequestId: 'r2' };
    const err = await createAliyunSmsProvider(cfg)
      .sendCode('13900139000', '998877', 'login')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(500);
    expect((err as AppError).message).toBe('短信发送失败：触发分钟级流控 ***');
    expect((err as AppError).cause).toEqual({ providerCode: 'isv.BUSINESS_LIMIT_CONTROL', requestId: 'r2' });
  });

  it('reports a wrong secret as the provider’s signature error', async () => {
    const err = await createAliyunSmsProvider({ ...cfg, accessKeySecret: 'wrong' })
      .sendCode('13900139000', '123123', 'login')
      .catch((e: unknown) => e);
    expect((err as AppError).message).toBe('短信发送失败：Specified signature is not matched');
  });

  it('gives up after the timeout and on an unreachable endpoint', async () => {
    const slow = http.createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    const err = await createAliyunSmsProvider({ ...cfg, endpoint: `http://127.0.0.1:${port}/` }, { timeoutMs: 200 })
      .sendCode('13900139000', '123123', 'login')
      .catch((e: unknown) => e);
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
    expect((err as AppError).message).toBe('短信发送失败：短信服务响应超时');
    const down = await createAliyunSmsProvider({ ...cfg, endpoint: `http://127.0.0.1:${port}/` })
      .sendCode('13900139000', '123123', 'login')
      .catch((e: unknown) => e);
    expect((down as AppError).message).toBe('短信发送失败：无法连接短信服务');
  });
});
