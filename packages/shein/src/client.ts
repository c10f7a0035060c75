import type { z } from 'zod';
import { sheinEnvelope } from './envelope';
import { SheinApiError, sheinErrorFrom } from './errors';
import { multipartBody } from './multipart';
import {
  getByTokenInfo,
  SHEIN_PATHS,
  SHEIN_REQUEST_SCHEMAS,
  SHEIN_RESULT_SCHEMAS,
  SHEIN_UPLOAD_RESULT,
  type SheinPathName,
  type SheinPathSpec,
  type SheinResult,
  type SheinUploadResult,
} from './paths';
import type { SheinImageType } from './schemas/common';
import { UPLOAD_PIC_MAX_BYTES } from './schemas/images';
import { type PublishOrEditInfo, publishRefusal } from './schemas/publish';
import { decryptSecretKey } from './secret-key';
import { newRandomKey, sheinSignature } from './sign';

export type SheinFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string | Uint8Array; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface SheinLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface SheinClientOptions {
  /** API origin: `sheinGateway(appType)` (https://openapi.sheincorp.cn for 全托管), or the sandbox's /sandbox/shein. */
  gateway: string;
  /** The goods family's `language` header (error texts and names come back in it); default zh-cn. */
  language?: string;
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
      { kind: 'json', body: { tempToken } },
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
    const spec: SheinPathSpec = SHEIN_PATHS[name];
    const request = SHEIN_REQUEST_SCHEMAS[name]?.safeParse(body);
    if (request && !request.success) {
      const issue = request.error.issues[0];
      const err = new SheinApiError(
        `发往 Shein 的请求不符合接口规范（${issue?.path.join('.') || '请求体'}：${issue?.message ?? ''}）`,
        'business',
        spec.path,
      );
      this.opts.onError?.(err);
      throw err;
    }
    return this.withRetry(spec, async () => {
      const info = await this.send(spec, { kind: 'json', body }, this.signer(keys));
      const parsed = (SHEIN_RESULT_SCHEMAS[name] as unknown as z.ZodType<SheinResult<N>>).safeParse(info);
      if (!parsed.success) throw new SheinApiError('Shein 返回的数据格式无法识别', 'invalid_response', spec.path);
      refuseInsideOk(name, parsed.data, spec.path);
      return parsed.data;
    });
  }

  /** upload-pic: local image bytes (JPG/PNG ≤ 3 MB) as multipart `image_type` + `file` → a Shein image URL. */
  async uploadPic(
    keys: SheinShopKeys,
    image: { imageType: SheinImageType; bytes: Uint8Array; filename?: string },
  ): Promise<SheinUploadResult> {
    const spec: SheinPathSpec = SHEIN_PATHS.uploadPic;
    const contentType = sniffImage(image.bytes);
    const local = !contentType
      ? 'Shein 只接受 JPG 或 PNG 图片'
      : image.bytes.length > UPLOAD_PIC_MAX_BYTES
        ? 'Shein 图片不能超过 3 MB'
        : null;
    if (local) {
      const err = new SheinApiError(local, 'business', spec.path);
      this.opts.onError?.(err);
      throw err;
    }
    const ext = contentType === 'image/png' ? 'png' : 'jpg';
    return this.withRetry(spec, async () => {
      const form = multipartBody(
        { image_type: String(image.imageType) },
        {
          field: 'file',
          filename: image.filename ?? `image.${ext}`,
          contentType: contentType as string,
          bytes: image.bytes,
        },
      );
      const info = await this.send(spec, { kind: 'multipart', ...form }, this.signer(keys));
      const parsed = SHEIN_UPLOAD_RESULT.safeParse(info);
      if (!parsed.success) throw new SheinApiError('Shein 返回的数据格式无法识别', 'invalid_response', spec.path);
      return parsed.data;
    });
  }

  private signer(keys: SheinShopKeys) {
    return { header: 'x-lt-openKeyId', keyId: keys.openKeyId, secret: keys.secretKey };
  }

  private async withRetry<T>(spec: SheinPathSpec, once: () => Promise<T>): Promise<T> {
    const max = spec.idempotent ? (this.opts.maxAttempts ?? 3) : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once();
      } catch (err) {
        if (err instanceof SheinApiError) this.opts.onError?.(err);
        if (!(err instanceof SheinApiError) || !err.transient || attempt >= max) throw err;
        await (this.opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(500 * 2 ** (attempt - 1));
      }
    }
  }

  private async send(
    spec: SheinPathSpec | string,
    payload: { kind: 'json'; body: unknown } | { kind: 'multipart'; contentType: string; body: Uint8Array },
    s: { header: string; keyId: string; secret: string },
  ) {
    const path = typeof spec === 'string' ? spec : spec.path;
    const language: Record<string, string> =
      typeof spec !== 'string' && spec.language ? { language: this.opts.language ?? 'zh-cn' } : {};
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
          'content-type': payload.kind === 'json' ? 'application/json;charset=UTF-8' : payload.contentType,
          ...language,
          [s.header]: s.keyId,
          'x-lt-timestamp': String(timestamp),
          'x-lt-signature': signature,
        },
        body: payload.kind === 'json' ? JSON.stringify(payload.body) : payload.body,
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

/** JPG or PNG by their magic bytes; null for anything else. */
function sniffImage(b: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  return null;
}

/**
 * Business failures Shein delivers inside `code: "0"` (reference README §7): transform-pic's empty `transformed`
 * and publishOrEdit's `success: false`. Both become a SheinApiError carrying Shein's own reasons.
 */
function refuseInsideOk(name: SheinPathName, info: unknown, path: string) {
  if (name === 'transformPic') {
    const t = info as { transformed: string; failure_reason?: string | null };
    if (!t.transformed) {
      const why = t.failure_reason || '未给出原因';
      throw new SheinApiError(`Shein 图片转换失败：${why}`, 'business', path, null, why);
    }
  }
  if (name === 'publishOrEdit') {
    const why = publishRefusal(info as PublishOrEditInfo);
    if (why) throw new SheinApiError(`Shein 未接受该商品：${why}`, 'business', path, null, why);
  }
}
