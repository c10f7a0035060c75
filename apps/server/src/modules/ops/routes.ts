import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import { metricsOf } from './metrics';

/** Ops endpoints, outside /api (load balancers and Prometheus call them, not the web app). */
export const OPS_PATHS = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

const CHECK_TIMEOUT_MS = 3000;

const draining = new WeakSet<AppContext>();

/** From now on /readyz answers 503 (shutting down), so the load balancer stops sending requests here. */
export function markDraining(ctx: AppContext): void {
  draining.add(ctx);
}

async function check(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Loopback and private (RFC 1918, unique-local) addresses: the host itself or its internal network. */
export function isInternalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  const v6 = ip.toLowerCase();
  return v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd');
}

function bearerMatches(authorization: string | undefined, token: string): boolean {
  const got = Buffer.from(authorization ?? '');
  const want = Buffer.from(`Bearer ${token}`);
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * /metrics: with METRICS_TOKEN set, only `Authorization: Bearer <token>`; without it, anyone in local mode and only
 * internal addresses (`req.ip`, the client's address as the trusted proxy reports it) in production.
 */
export function metricsAllowed(
  config: Pick<AppConfig, 'mode' | 'metricsToken'>,
  ip: string,
  authorization: string | undefined,
): boolean {
  if (config.metricsToken) return bearerMatches(authorization, config.metricsToken);
  return config.mode === 'local' || isInternalAddress(ip);
}

const envelope = (reply: FastifyReply, code: number, msg: string, data: unknown) =>
  reply.code(code).header('cache-control', 'no-store').send({ code, msg, data });

/**
 * /healthz (the process answers; no database), /readyz (database and storage reachable, not shutting down) and
 * /metrics (Prometheus text format). Also times every request into the metrics by its route pattern.
 */
export const opsModule = (ctx: AppContext) =>
  fp(async (app: FastifyInstance) => {
    const metrics = metricsOf(ctx);
    // Callback style: no promise per request on the hot path.
    app.addHook('onResponse', (req, reply, done) => {
      metrics.request(req.method, req.routeOptions.url ?? '(unmatched)', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const hide = { schema: { hide: true } };
    app.get(OPS_PATHS.health, hide, async (_req, reply) => envelope(reply, 200, '正常', { status: 'ok' }));

    app.get(OPS_PATHS.ready, hide, async (_req, reply) => {
      if (draining.has(ctx)) return envelope(reply, 503, '服务正在停止', { database: 'ok', storage: 'ok' });
      const [database, storage] = await Promise.all([
        check(() => sql`select 1`.execute(ctx.db)),
        check(() => ctx.storage.ping()),
      ]);
      const data = { database: database ? 'ok' : 'error', storage: storage ? 'ok' : 'error' };
      if (!database) return envelope(reply, 503, '数据库不可用', data);
      if (!storage) return envelope(reply, 503, '文件存储不可用', data);
      return envelope(reply, 200, '就绪', data);
    });

    app.get(OPS_PATHS.metrics, hide, async (req, reply) => {
      if (!metricsAllowed(ctx.config, req.ip, req.headers.authorization)) {
        return envelope(reply, 403, '无权访问监控指标：请使用 METRICS_TOKEN 或从内网访问', null);
      }
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    });
  });
