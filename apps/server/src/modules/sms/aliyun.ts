import { createHmac, randomUUID } from 'node:crypto';
import { ResultCode } from '@podbench/contract';
import { AppError } from '../../lib/app-error';
import type { SmsProvider } from './provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
}

/** Seams for tests: a fixed nonce and clock make the signed URL deterministic. */
export interface AliyunSmsDeps {
  nonce?: () => string;
  now?: () => Date;
  timeoutMs?: number;
}

/**
 * Alibaba Cloud RPC percent-encoding: RFC 3986 (only A-Z a-z 0-9 - _ . ~ stay literal), UTF-8, uppercase hex.
 * encodeURIComponent already leaves exactly those plus ! ' ( ) * alone, so those five are encoded by hand
 * (their spec expresses the same as URLEncoder + '+'→'%20', '*'→'%2A', '%7E'→'~').
 */
export const percentEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Parameters sorted by name and joined as `k=v&…`, both sides percent-encoded. */
export const canonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');

/** RPC signature v1: base64(HMAC-SHA1(secret + '&', 'GET&%2F&' + encode(canonical query))). */
export function signRpcRequest(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** ISO 8601 UTC without milliseconds, as the API requires: 2017-07-12T02:42:19Z. */
export const aliyunTimestamp = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** The full signed GET URL of a SendSms call. */
export function buildSendSmsUrl(cfg: AliyunSmsConfig, phone: string, code: string, deps: AliyunSmsDeps = {}) {
  const params: Record<string, string> = {
    AccessKeyId: cfg.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: 'cn-hangzhou',
    SignName: cfg.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: (deps.nonce ?? randomUUID)(),
    SignatureVersion: '1.0',
    TemplateCode: cfg.templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: aliyunTimestamp(deps.now ? deps.now() : new Date()),
    Version: '2017-05-25',
  };
  const signature = signRpcRequest(params, cfg.accessKeySecret);
  const base = cfg.endpoint.endsWith('/') ? cfg.endpoint : `${cfg.endpoint}/`;
  return `${base}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
}

interface SendSmsResponse {
  Code?: string;
  Message?: string;
  RequestId?: string;
}

/** What went wrong at the provider, for the log line (never the verification code). */
export interface SmsFailureCause {
  providerCode: string;
  requestId?: string;
}

const fail = (message: string, cause: SmsFailureCause, code: string) => {
  // The provider's message is shown to the user; make sure it can never echo the code back.
  const err = new AppError(ResultCode.SERVER_ERROR, `短信发送失败：${message.replaceAll(code, '***')}`);
  err.cause = cause;
  return err;
};

/** Aliyun Dysmsapi SendSms over HTTPS. `Code: 'OK'` is the only success. */
export function createAliyunSmsProvider(cfg: AliyunSmsConfig, deps: AliyunSmsDeps = {}): SmsProvider {
  return {
    name: 'aliyun',
    async sendCode(phone, code) {
      let res: Response;
      try {
        res = await fetch(buildSendSmsUrl(cfg, phone, code, deps), {
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
      } catch (e) {
        const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
        throw fail(
          timeout ? '短信服务响应超时' : '无法连接短信服务',
          { providerCode: timeout ? 'TIMEOUT' : 'NETWORK' },
          code,
        );
      }
      let body: SendSmsResponse = {};
      try {
        body = (await res.json()) as SendSmsResponse;
      } catch {
        // fall through: treated as an unexpected answer below
      }
      if (body.Code === 'OK') return;
      const providerCode = body.Code ?? `HTTP_${res.status}`;
      throw fail(body.Message ?? '短信服务返回异常', { providerCode, requestId: body.RequestId }, code);
    },
  };
}
