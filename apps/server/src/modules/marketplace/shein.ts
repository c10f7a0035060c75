import { type SheinApiError, SheinClient } from '@podbench/shein';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { metricsOf } from '../ops/metrics';
import { SHEIN_SANDBOX } from '../../sandbox/shein/paths';
import { ensureSandboxSheinApp } from '../../sandbox/shein/state';
import { IN_PROCESS_ORIGIN, inProcessFetch } from './in-process-fetch';

export interface SheinAccess {
  client: SheinClient;
  appid: string;
  appSecret: string;
  authorizeUrl(origin: string): string;
  /** Origin and transport of `client`, for the GET APIs it does not send (purchase orders, ccst: shein-order). */
  gateway: string;
  fetch: ReturnType<typeof inProcessFetch>;
}

const perContext = new WeakMap<AppContext, { app: FastifyInstance; getter: () => Promise<SheinAccess> }>();

/** For jobs, which run beside the app: the access the newest app on this context built. */
export function sheinAccessOf(ctx: AppContext): () => Promise<SheinAccess> {
  const known = perContext.get(ctx);
  if (!known) throw new Error('Shein access is built with the app: call buildApp before running Shein jobs');
  return known.getter;
}

/** Shein's counterpart of temuAccessFor: SHEIN_* configuration, or the sandbox app in local mode. */
export function sheinAccessFor(ctx: AppContext, app: FastifyInstance): () => Promise<SheinAccess> {
  const known = perContext.get(ctx);
  if (known?.app === app) return known.getter;
  const getter = buildSheinAccess(ctx, app);
  perContext.set(ctx, { app, getter });
  return getter;
}

function buildSheinAccess(ctx: AppContext, app: FastifyInstance): () => Promise<SheinAccess> {
  const fetch = inProcessFetch(app);
  const logger = app.log.child({ mod: 'shein' });
  const metrics = metricsOf(ctx);
  const onError = (err: SheinApiError) => metrics.marketplaceError('shein', err.path, err.kind, err.code);
  return async () => {
    const cfg = ctx.config.marketplace.shein;
    if (cfg) {
      if (!cfg.authorizeUrl) throw new AppError(400, 'Shein 授权页未配置：请设置 SHEIN_AUTHORIZE_URL');
      const authorizeUrl = cfg.authorizeUrl;
      return {
        client: new SheinClient({ gateway: cfg.gateway, fetch, logger, onError }),
        appid: cfg.appid,
        appSecret: cfg.appSecret,
        authorizeUrl: () => authorizeUrl,
        gateway: cfg.gateway,
        fetch,
      };
    }
    if (!ctx.config.sandboxEnabled)
      throw new AppError(400, 'Shein 应用未配置：请设置 SHEIN_APP_ID 和 SHEIN_APP_SECRET');
    const a = await ensureSandboxSheinApp(ctx.db);
    return {
      client: new SheinClient({ gateway: IN_PROCESS_ORIGIN + SHEIN_SANDBOX.gateway, fetch, logger, onError }),
      appid: a.appid,
      appSecret: a.appSecret,
      authorizeUrl: (origin) => origin + SHEIN_SANDBOX.empower,
      gateway: IN_PROCESS_ORIGIN + SHEIN_SANDBOX.gateway,
      fetch,
    };
  };
}
