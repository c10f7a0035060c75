import { FUNDS_EXCEPTION_KINDS, FundsExceptionStatus } from '@podbench/contract';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { toCount } from '../../db';

/**
 * The process's Prometheus metrics, one registry per context (tests build several apps in one process). Modules
 * report through the small methods below; none of them imports prom-client. Queue depths are read from the
 * database when scraped, so every process reports the whole (shared) queue: sum them with `max`, not `sum`.
 */
export interface Metrics {
  registry: Registry;
  /** One answered HTTP request; `route` is the route pattern (`/api/gallery/:id`), never the raw URL. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A job run that failed (`permanent`: given up; otherwise queued again or handed back). */
  jobFailed(kind: string, permanent: boolean): void;
  /** A publish that ended `failed`. */
  publishFailed(): void;
  /** A marketplace call that failed, by API and error code (Temu's error code, Shein's code, or the kind). */
  marketplaceError(marketplace: 'temu' | 'shein', api: string, kind: string, code: string | number | null): void;
}

const perContext = new WeakMap<AppContext, Metrics>();

export function metricsOf(ctx: AppContext): Metrics {
  let m = perContext.get(ctx);
  if (!m) {
    m = createMetrics(ctx);
    perContext.set(ctx, m);
  }
  return m;
}

function createMetrics(ctx: AppContext): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'podbench_' });
  const requests = new Counter({
    name: 'podbench_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'podbench_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'podbench_job_failures_total',
    help: 'Job runs that failed, by kind; permanent="true" when the job was given up',
    labelNames: ['kind', 'permanent'] as const,
    registers: [registry],
  });
  const publishFailures = new Counter({
    name: 'podbench_publish_failures_total',
    help: 'Temu publishes that ended failed',
    registers: [registry],
  });
  const marketplaceErrors = new Counter({
    name: 'podbench_marketplace_errors_total',
    help: 'Failed marketplace calls by marketplace, API, error kind and code',
    labelNames: ['marketplace', 'api', 'kind', 'code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'podbench_jobs',
    help: 'Jobs in the shared queue by kind and status (queued, running, failed)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await ctx.db
        .selectFrom('jobs')
        .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', 'in', ['queued', 'running', 'failed'])
        .groupBy(['kind', 'status'])
        .execute();
      for (const r of rows) this.set({ kind: r.kind, status: r.status }, toCount(r.n));
    },
  });
  new Gauge({
    name: 'podbench_publishes',
    help: 'Temu publishes waiting or being added (queued, adding)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await ctx.db
        .selectFrom('temu_publishes')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('state', 'in', ['queued', 'adding'])
        .groupBy('state')
        .execute();
      for (const s of ['queued', 'adding']) {
        this.set({ state: s }, toCount(rows.find((r) => r.state === s)?.n ?? 0));
      }
    },
  });

  new Gauge({
    name: 'podbench_funds_exceptions_open',
    help: 'Funds exceptions waiting for an operator (运营后台 › 资金异常) by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await ctx.db
        .selectFrom('funds_exceptions')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', FundsExceptionStatus.OPEN)
        .groupBy('kind')
        .execute();
      for (const kind of FUNDS_EXCEPTION_KINDS) {
        this.set({ kind }, toCount(rows.find((r) => r.kind === kind)?.n ?? 0));
      }
    },
  });

  const perRequest = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof latency.labels> }
  >();
  return {
    registry,
    request(method, route, status, seconds) {
      // Children per label set, kept: prom-client otherwise hashes the labels on every request.
      const key = `${method} ${route} ${status}`;
      let c = perRequest.get(key);
      if (!c) {
        c = { count: requests.labels(method, route, String(status)), time: latency.labels(method, route) };
        perRequest.set(key, c);
      }
      c.count.inc();
      c.time.observe(seconds);
    },
    jobFailed(kind, permanent) {
      jobFailures.inc({ kind, permanent: String(permanent) });
    },
    publishFailed() {
      publishFailures.inc();
    },
    marketplaceError(marketplace, api, kind, code) {
      marketplaceErrors.inc({ marketplace, api, kind, code: code === null ? kind : String(code) });
    },
  };
}
