import { type TemuApiError, TemuClient } from '@podbench/temu';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { metricsOf } from '../ops/metrics';
import { ensureSandboxTemuApp } from '../../sandbox/temu/state/app-repository';
import { TEMU_SANDBOX } from '../../sandbox/temu/paths';
import { IN_PROCESS_ORIGIN, inProcessFetch } from './in-process-fetch';
import { temuRateGateFor } from './temu-rate-gate';

export interface TemuAccess {
  client: TemuClient;
  appKey: string;
  /** Seller Center's authorisation page for the code flow; `origin` is the browser's origin of our site. */
  authorizeUrl(origin: string): string;
}

/**
 * The Temu app the server acts as: TEMU_APP_KEY / TEMU_APP_SECRET / TEMU_GATEWAY_* when configured, otherwise
 * (local mode) the sandbox's own app, reached in-process. One client per process, so its per-shop rate limiter
 * sees every call this process makes; on PostgreSQL (or TEMU_SHARED_RATE_LIMIT=true) it also asks the database's
 * shared gate, so several processes together stay within each shop's limit (temu-rate-gate.ts). Other modules
 * (publishing, order sync) take their client from here.
 */
export function temuAccessFor(ctx: AppContext, app: FastifyInstance): () => Promise<TemuAccess> {
  const known = perContext.get(ctx);
  if (known?.app === app) return known.getter;
  // A process runs one app per context; a second app on the same context (tests) gets its own client, logging
  // through its own logger, and jobs follow the newest app.
  const getter = buildTemuAccess(ctx, app);
  perContext.set(ctx, { app, getter });
  return getter;
}

/** One getter per running app: modules and jobs share its client, so they share its per-shop rate limiter. */
const perContext = new WeakMap<AppContext, { app: FastifyInstance; getter: () => Promise<TemuAccess> }>();

/** For jobs, which run beside the app: the access the app built (buildApp registers the modules that build it). */
export function temuAccessOf(ctx: AppContext): () => Promise<TemuAccess> {
  const known = perContext.get(ctx);
  if (!known) throw new Error('Temu access is built with the app: call buildApp before running Temu jobs');
  return known.getter;
}

function buildTemuAccess(ctx: AppContext, app: FastifyInstance): () => Promise<TemuAccess> {
  let cached: Promise<TemuAccess> | null = null;
  const logger = app.log.child({ mod: 'temu' });
  const metrics = metricsOf(ctx);
  const onError = (err: TemuApiError) => metrics.marketplaceError('temu', err.type, err.kind, err.errorCode);
  const sharedGate = temuRateGateFor(ctx);
  const build = async (): Promise<TemuAccess> => {
    const cfg = ctx.config.marketplace.temu;
    if (cfg) {
      return {
        client: new TemuClient({
          appKey: cfg.appKey,
          appSecret: cfg.appSecret,
          gateways: { CN: cfg.gatewayCn, PA: cfg.gatewayPa },
          fetch: inProcessFetch(app),
          download: inProcessFetch(app),
          logger,
          onError,
          sharedGate,
        }),
        appKey: cfg.appKey,
        authorizeUrl: () => cfg.authorizeUrl,
      };
    }
    if (!ctx.config.sandboxEnabled) {
      throw new AppError(400, 'Temu 应用未配置：请设置 TEMU_APP_KEY 和 TEMU_APP_SECRET');
    }
    const a = await ensureSandboxTemuApp(ctx.db);
    return {
      client: new TemuClient({
        appKey: a.appKey,
        appSecret: a.appSecret,
        gateways: { CN: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayCn, PA: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayPa },
        fetch: inProcessFetch(app),
        download: inProcessFetch(app),
        logger,
        onError,
        sharedGate,
      }),
      appKey: a.appKey,
      authorizeUrl: (origin) => origin + TEMU_SANDBOX.sellerAuthorize,
    };
  };
  return () => {
    cached ??= build().catch((err) => {
      cached = null;
      throw err;
    });
    return cached;
  };
}
