import type { z } from 'zod';
import { sheinEnvelope } from './envelope';
import { SheinApiError, sheinErrorFrom } from './errors';
import { getByTokenInfo, SHEIN_PATHS, SHEIN_RESULT_SCHEMAS, type SheinPathName, type SheinResult } from './paths';
import { decryptSecretKey } from './secret-key';
import { newRandomKey, sheinSignature } from './sign';

export type SheinFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface SheinLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface SheinClientOptions {
  /** API origin, e.g. https://openapi.sheincorp.com (or the sandbox's /sandbox/shein). */
  gateway: string;
  fetch?: SheinFetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  randomKey?: () => string;
  logger?: SheinLogger;
  maxAttempts?: number;
  timeoutMs?: number;
  /** Sees every failed attempt (the server counts them by code for its metrics); must not throw. */
  onError?: (err: SheinApiError) => void;
}

/** A shop's credentials after authorisation: `secretKey` already decrypted. */
export interface SheinShopKeys {
  openKeyId: string;
  secretKey: string;
}

/**
 * Shein Open Platform client. Shop calls are signed with openKeyId + secretKey, the tempToken exchange with
 * appid + appSecret (header x-lt-appid). Logs carry path, status, code and traceId, never keys or signatures.
 */
export class SheinClient {
  constructor(private readonly opts: SheinClientOptions) {}

  /** Exchanges the tempToken of an empower redirect for the shop's keys (secretKey decrypted here). */
  async exchangeTempToken(app: { appid: string; appSecret: string }, tempToken: string) {
    const path = SHEIN_PATHS.getByToken.path;
    const info = await this.send(
      path,
      { tempToken },
      { header: 'x-lt-appid', keyId: app.appid, secret: app.appSecret },
    ).catch((err: unknown) => {
      if (err instanceof SheinApiError) this.opts.onError?.(err);
      throw err;
    });
    const parsed = getByTokenInfo.safeParse(info);
    if (!parsed.success) {
      const err = new SheinApiError('Shein 授权返回的数据格式无法识别', 'invalid_response', path);
      this.opts.onError?.(err);
      throw err;
    }
    const { openKeyId, secretKey, supplierId } = parsed.data;
    return {
      openKeyId,
      secretKey: decryptSecretKey(secretKey, app.appSecret),
      supplierId: supplierId == null ? null : String(supplierId),
    };
  }

  async call<N extends SheinPathName>(
    name: N,
    body: Record<string, unknown>,
    keys: SheinShopKeys,
  ): Promise<SheinResult<N>> {
    const spec = SHEIN_PATHS[name];
    const signer = { header: 'x-lt-openKeyId', keyId: keys.openKeyId, secret: keys.secretKey };
    const max = spec.idempotent ? (this.opts.maxAttempts ?? 3) : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const info = await this.send(spec.path, body, signer);
        const parsed = (SHEIN_RESULT_SCHEMAS[name] as unknown as z.ZodType<SheinResult<N>>).safeParse(info);
        if (!parsed.success) throw new SheinApiError('Shein 返回的数据格式无法识别', 'invalid_response', spec.path);
        return parsed.data;
      } catch (err) {
        if (err instanceof SheinApiError) this.opts.onError?.(err);
        if (!(err instanceof SheinApiError) || !err.transient || attempt >= max) throw err;
        await (this.opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(500 * 2 ** (attempt - 1));
      }
    }
  }

  private async send(path: string, body: unknown, s: { header: string; keyId: string; secret: string }) {
    const timestamp = (this.opts.now ?? Date.now)();
    const randomKey = (this.opts.randomKey ?? newRandomKey)();
    const signature = sheinSignature({ keyId: s.keyId, secretKey: s.secret, path, timestamp, randomKey });
    const fetchFn = this.opts.fetch ?? (globalThis.fetch as unknown as SheinFetch);
    let status: number;
    let text: string;
    try {
      const res = await fetchFn(`${this.opts.gateway.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json;charset=UTF-8',
          [s.header]: s.keyId,
          'x-lt-timestamp': String(timestamp),
          'x-lt-signature': signature,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      });
      status = res.status;
      text = await res.text();
    } catch {
      throw new SheinApiError('无法连接 Shein 接口，请检查网络后重试', 'network', path);
    }
    let env: ReturnType<typeof sheinEnvelope.parse>;
    try {
      env = sheinEnvelope.parse(JSON.parse(text));
    } catch {
      if (status === 429 || status >= 500) throw sheinErrorFrom({ path, httpStatus: status });
      throw new SheinApiError(`Shein 返回的数据格式无法识别（HTTP ${status}）`, 'invalid_response', path);
    }
    const meta = { path, httpStatus: status, code: env.code, traceId: env.traceId ?? null };
    if (env.code !== '0') {
      this.opts.logger?.warn({ ...meta, msg: env.msg ?? null }, 'shein error');
      throw sheinErrorFrom({ path, httpStatus: status, code: env.code, msg: env.msg, traceId: env.traceId });
    }
    this.opts.logger?.info(meta, 'shein ok');
    return env.info;
  }
}
