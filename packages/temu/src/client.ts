import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_QPS, TEMU_APIS, type TemuApiName, type TemuApiSpec, type TemuZone } from './apis';
import { type Clock, systemClock } from './clock';
import { invalidResponse, TemuApiError } from './errors';
import { redactForLog, silentLogger, type TemuLogger } from './logger';
import { createTokenBucketLimiter, type RateLimiter } from './rate-limiter';
import { backoffDelay, DEFAULT_RETRY, type RetryPolicy } from './retry';
import { TEMU_RESULT_SCHEMAS, type TemuResult } from './schemas';
import { type SharedRateGate, withSharedGate } from './shared-gate';
import type { TemuParams } from './sign';
import { type Answer, exchange, type FetchLike } from './transport';
import { assertTemuRequest, temuTypedCalls } from './types/calls';
import { type DownloadLike, downloadWaybill } from './waybill';
import { TEMU_TYPES, type TemuTypeName, type TemuTypeRequest, type TemuTypeResult } from './types/registry';

export interface TemuClientOptions {
  appKey: string;
  appSecret: string;
  /** Gateway base URL per zone (e.g. https://openapi.kuajingmaihuo.com); `/openapi/router` is appended. */
  gateways: Record<TemuZone, string>;
  fetch?: FetchLike;
  /** GETs of files the gateway hands out (the waybill PDF); defaults to the global fetch. */
  download?: DownloadLike;
  clock?: Clock;
  random?: () => number;
  logger?: TemuLogger;
  /** Shared by every call of this client; defaults to an in-memory token bucket per shop × type. */
  limiter?: RateLimiter;
  /**
   * Admission shared with other processes calling for the same shops, asked after `limiter` (see shared-gate.ts).
   * Several server processes on one database pass one backed by it, so together they stay within each shop's limit.
   */
  sharedGate?: SharedRateGate;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
  /** Optional common parameter `version`. */
  version?: string;
  /** Sees every failed attempt (the server counts them by code for its metrics); must not throw. */
  onError?: (err: TemuApiError) => void;
}

export interface TemuCallOptions {
  accessToken?: string;
  /** Rate-limit bucket of the shop (its mall id); defaults to a hash of the token. */
  shopKey?: string;
  /** Overrides the map's judgement for this call (e.g. an image upload the caller knows is harmless to repeat). */
  idempotent?: boolean;
  signal?: AbortSignal;
}

const routerUrl = (base: string) => `${base.replace(/\/+$/, '')}/openapi/router`;
const tokenKey = (token: string) => `t:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;

/**
 * Temu Partner API client. It signs, routes each type to its gateway under its wire name, paces calls per shop,
 * retries transient failures of idempotent calls with backoff, checks results with zod and logs without secrets.
 * It does not know whether the gateway is Temu or the sandbox: only the URLs and credentials differ.
 */
export class TemuClient {
  private readonly fetchFn: FetchLike;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly log: TemuLogger;
  private readonly limiter: RateLimiter;
  private readonly retry: RetryPolicy;

  constructor(private readonly opts: TemuClientOptions) {
    this.fetchFn = opts.fetch ?? (globalThis.fetch as unknown as FetchLike);
    this.clock = opts.clock ?? systemClock;
    this.random = opts.random ?? Math.random;
    this.log = opts.logger ?? silentLogger;
    const local = opts.limiter ?? createTokenBucketLimiter(this.clock);
    this.limiter = opts.sharedGate
      ? withSharedGate(local, opts.sharedGate, {
          onReleaseError: (err) => this.log.warn({ err: String(err) }, 'temu shared rate gate release failed'),
        })
      : local;
    this.retry = { ...DEFAULT_RETRY, ...opts.retry };
  }

  get appKey() {
    return this.opts.appKey;
  }

  /** Calls an API of the product by its classic or wire name; the result is checked and typed. */
  call<N extends TemuApiName>(name: N, params: TemuParams, opts: TemuCallOptions = {}): Promise<TemuResult<N>> {
    // The map ties each name to its schema; TypeScript cannot follow that through the generic index.
    const schema = TEMU_RESULT_SCHEMAS[name] as unknown as z.ZodType<TemuResult<N>>;
    return this.request(TEMU_APIS[name], params, schema, opts);
  }

  /**
   * Calls a type of the publishing or fulfilment flow by its wire name (types/registry.ts, written from the
   * reference pack). The request is checked against the type's request schema before anything is sent
   * (TemuRequestInvalidError), the result against its result schema. Same routing, pacing, retries and logging
   * as `call`.
   */
  async callType<T extends TemuTypeName>(
    type: T,
    params: TemuTypeRequest<T>,
    opts: TemuCallOptions = {},
  ): Promise<TemuTypeResult<T>> {
    const def = TEMU_TYPES[type];
    assertTemuRequest(type, params);
    const schema = def.result as unknown as z.ZodType<TemuTypeResult<T>>;
    return this.request(def.spec, params as TemuParams, schema, opts);
  }

  /** Any type, including ones outside the map (diagnostics, new APIs before they join the map). */
  async request<T>(spec: TemuApiSpec, params: TemuParams, schema: z.ZodType<T>, opts: TemuCallOptions = {}) {
    if (spec.needsToken !== false && !opts.accessToken) {
      throw new TemuApiError('店铺尚未授权：缺少 access_token', { kind: 'auth', type: spec.type, errorCode: 7000003 });
    }
    const idempotent = opts.idempotent ?? spec.idempotent;
    const shop = opts.shopKey ?? (opts.accessToken ? tokenKey(opts.accessToken) : 'app');
    for (let attempt = 1; ; attempt++) {
      const release = await this.limiter.acquire(`${shop}|${spec.type}`, spec.qps ?? DEFAULT_QPS);
      try {
        let answer: Answer;
        try {
          answer = await this.once(spec, params, opts, shop, attempt);
        } finally {
          // The gateway has counted the call by now: its token starts coming back (not before, see rate-limiter.ts).
          release();
        }
        const parsed = schema.safeParse(answer.result);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue ? `${issue.path.join('.') || 'result'}: ${issue.message}` : 'result';
          throw invalidResponse(spec.type, where, answer.httpStatus, answer.requestId);
        }
        return parsed.data;
      } catch (err) {
        if (err instanceof TemuApiError) this.opts.onError?.(err);
        const again = err instanceof TemuApiError && err.transient && idempotent && attempt < this.retry.maxAttempts;
        if (!again) throw err;
        const delay = backoffDelay(this.retry, attempt, this.random, err.retryAfterMs);
        this.log.warn({ type: spec.type, shop, attempt, delayMs: delay, kind: err.kind }, 'temu retry');
        await this.clock.sleep(delay);
      }
    }
  }

  /** A caller bound to one shop's token and rate-limit bucket. */
  forShop(shop: { accessToken: string; shopKey?: string }) {
    return {
      call: <N extends TemuApiName>(
        name: N,
        params: TemuParams = {},
        opts: Omit<TemuCallOptions, 'accessToken'> = {},
      ) => this.call(name, params, { shopKey: shop.shopKey, ...opts, accessToken: shop.accessToken }),
      /** The typed helpers of types/calls.ts for this shop (`types.goodsAdd(body)`). */
      types: temuTypedCalls((type, params, opts = {}) =>
        this.callType(type, params, { shopKey: shop.shopKey, ...opts, accessToken: shop.accessToken }),
      ),
      /** One waybill PDF (a `childWaybillNote` of express.note.get), fetched with this shop's signed headers. */
      downloadWaybill: (url: string, signal?: AbortSignal) =>
        downloadWaybill(
          this.opts.download ?? (globalThis.fetch as unknown as DownloadLike),
          { appKey: this.opts.appKey, appSecret: this.opts.appSecret },
          {
            url,
            gateway: this.opts.gateways[TEMU_TYPES['bg.shiporder.express.note.get'].spec.zone],
            accessToken: shop.accessToken,
            nowMs: this.clock.now(),
            timeoutMs: this.opts.timeoutMs ?? 30_000,
            signal,
          },
        ),
    };
  }

  private async once(spec: TemuApiSpec, params: TemuParams, opts: TemuCallOptions, shop: string, attempt: number) {
    const started = this.clock.now();
    const meta = { type: spec.type, zone: spec.zone, shop, attempt };
    this.log.debug({ ...meta, params: redactForLog(params) }, 'temu request');
    let answer: Answer;
    try {
      answer = await exchange(
        this.fetchFn,
        { appKey: this.opts.appKey, appSecret: this.opts.appSecret },
        {
          url: routerUrl(this.opts.gateways[spec.zone]),
          zone: spec.zone,
          type: spec.type,
          params,
          accessToken: opts.accessToken,
          version: this.opts.version,
          nowMs: started,
          timeoutMs: this.opts.timeoutMs ?? 30_000,
          signal: opts.signal,
        },
      );
    } catch (err) {
      if (err instanceof TemuApiError) {
        const { kind, errorCode, temuMessage, requestId, httpStatus } = err;
        const fields = { kind, errorCode, errorMsg: temuMessage, requestId, httpStatus };
        this.log.warn({ ...meta, ms: this.clock.now() - started, ...fields }, 'temu error');
      }
      throw err;
    }
    const ms = this.clock.now() - started;
    this.log.info({ ...meta, ms, httpStatus: answer.httpStatus, requestId: answer.requestId }, 'temu ok');
    return answer;
  }
}
