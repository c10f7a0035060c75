import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../context';
import { AppError } from '../lib/app-error';
import { metricsOf } from '../modules/ops/metrics';
import {
  type JobDefinition,
  type JobKind,
  type JobRow,
  LANE_ORDER,
  LANES,
  type Lane,
  type LaneLimits,
  PermanentJobError,
} from './definition';
import {
  claimNextJob,
  completeJob,
  countOpenJobs,
  enqueueJob,
  extendLease,
  failJob,
  releaseJob,
  setJobProgress,
} from './queue';

export { type JobRun, PermanentJobError } from './definition';
/** The runner takes job definitions (`defineJob`); the old name stays for the fixtures that import it. */
export type JobHandler = JobDefinition;

/** A kind enqueued once per period (a dedupe key per period makes that hold across processes). */
export interface JobSchedule {
  job: JobKind;
  everyMs: number;
}

export interface RunnerOptions {
  handlers: JobDefinition[];
  schedules?: JobSchedule[];
  /** Per-lane overrides of LANES (tests, benches). */
  lanes?: Partial<Record<Lane, Partial<LaneLimits>>>;
  pollMs?: number;
  leaseMs?: number;
  log?: { error: (obj: object, msg: string) => void };
}

const retryDelayMs = (attempts: number) => Math.min(10 * 60_000, 5_000 * 2 ** (attempts - 1));

const live = new WeakMap<AppContext, Set<{ kick(): void }>>();
/** Wakes this process's running runners at once (after a request queued work) instead of at their next poll. */
export function kickJobs(ctx: AppContext): void {
  for (const r of live.get(ctx) ?? []) r.kick();
}

/**
 * The one background-work mechanism. Each lane (definition.ts) has its own dispatcher and `concurrency` slots: it
 * claims due jobs of its kinds fairly (per seller, per shop, with caps) under a lease while it has free slots,
 * keeps each lease alive while the handler runs, and records the outcome. A crashed process's jobs come back when
 * their lease runs out; a handler must therefore be idempotent. A handler's signal aborts when its lease is lost
 * (a renewal failed, found the job taken over, or came too late) or the runner stops; its writes stop with it.
 * AppErrors below 500 and PermanentJobErrors fail at once (their message is shown to the user); other errors retry
 * with backoff until `max_attempts`.
 */
export function createJobRunner(ctx: AppContext, opts: RunnerOptions) {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map(opts.handlers.map((h) => [h.kind, h]));
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 500;
  const stopping = new AbortController();
  const lanes = LANE_ORDER.map((lane) => ({
    lane,
    kinds: opts.handlers.filter((h) => h.lane === lane).map((h) => h.kind),
    limits: { ...LANES[lane], ...opts.lanes?.[lane] },
    active: 0,
    wake: null as null | (() => void),
  })).filter((l) => l.kinds.length > 0);
  const allKinds = [...handlers.keys()];
  const executing = new Set<Promise<void>>();
  const loops: Array<Promise<void>> = [];

  async function execute(job: JobRow): Promise<void> {
    // Claimed while the runner was being stopped: give it straight back rather than start work nobody will stop.
    if (stopping.signal.aborted) {
      await releaseJob(ctx.db, job.id, owner).catch(() => undefined);
      return;
    }
    const lease = new AbortController();
    const onStop = () => lease.abort(new Error('runner stopping'));
    stopping.signal.addEventListener('abort', onStop);
    let heldUntil = Number(job.lease_until);
    const lost = (why: string) => {
      if (!lease.signal.aborted) lease.abort(new Error(why));
    };
    const beat = setInterval(() => {
      // Past the lease without a renewal (a stalled event loop): another process may have it by now.
      if (Date.now() >= heldUntil) return lost('lease ran out');
      const until = Date.now() + leaseMs;
      extendLease(ctx.db, job.id, owner, until).then(
        (kept) => {
          if (kept) heldUntil = until;
          else lost('lease taken over');
        },
        () => lost('lease renewal failed'),
      );
    }, leaseMs / 3);
    let lastProgress = 0;
    const base = {
      signal: lease.signal,
      // A handler reporting progress after its lease was lost is stopped right there (syncs report every page).
      progress: async (p: number) => {
        lease.signal.throwIfAborted();
        if (Date.now() - lastProgress < 250 && p < 100) return;
        lastProgress = Date.now();
        await setJobProgress(ctx.db, job.id, owner, p);
      },
    };
    const handler = handlers.get(job.kind);
    try {
      if (job.attempts > job.max_attempts) throw new PermanentJobError('多次处理均中断，已停止重试');
      if (!handler) throw new PermanentJobError(`未知任务类型 ${job.kind}`);
      const result = await handler.run(ctx, job, base);
      if (lease.signal.aborted && !stopping.signal.aborted) return;
      await completeJob(ctx.db, job.id, owner, result);
    } catch (err) {
      // A lost lease: the job is another worker's now; nothing more is written for it here.
      if (lease.signal.aborted && !stopping.signal.aborted) return;
      const permanent = err instanceof PermanentJobError || (err instanceof AppError && err.code < 500);
      // Stopping hands the job back at once; another process (or this one, restarted) picks it up.
      const stopped = stopping.signal.aborted;
      const retry = !permanent && (stopped || job.attempts < job.max_attempts);
      if (!permanent && !stopped) opts.log?.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      if (!stopped) metricsOf(ctx).jobFailed(job.kind, !retry);
      const msg = permanent ? (err as Error).message : '处理失败，请稍后重试';
      const retryAt = stopped ? Date.now() : Date.now() + retryDelayMs(job.attempts);
      const recorded = await failJob(ctx.db, job.id, owner, msg, retry ? retryAt : null).catch(() => false);
      if (recorded && !retry && handler?.gaveUp) {
        await handler.gaveUp(ctx, job, msg).catch((e: unknown) => opts.log?.error({ err: e }, 'job gaveUp failed'));
      }
    } finally {
      clearInterval(beat);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  const claimIn = (l: (typeof lanes)[number]) =>
    claimNextJob(ctx.db, { owner, kinds: l.kinds, leaseMs, limits: l.limits, lane: l.lane });

  /** Claims and runs one job (lanes in order); false when none was due. */
  async function runOnce(): Promise<boolean> {
    for (const l of lanes) {
      const job = await claimIn(l);
      if (job) {
        await execute(job);
        return true;
      }
    }
    return false;
  }

  /** One lane: claim while a slot is free, then sleep until a slot frees, a kick, or the poll interval. */
  async function dispatch(l: (typeof lanes)[number]): Promise<void> {
    while (!stopping.signal.aborted) {
      while (l.active < l.limits.concurrency && !stopping.signal.aborted) {
        const job = await claimIn(l).catch((err: unknown) => {
          opts.log?.error({ err, lane: l.lane }, 'job claim error');
          return null;
        });
        if (!job) break;
        l.active++;
        const p: Promise<void> = execute(job).finally(() => {
          l.active--;
          executing.delete(p);
          l.wake?.();
        });
        executing.add(p);
      }
      if (stopping.signal.aborted) break;
      await new Promise<void>((r) => {
        const t = setTimeout(done, pollMs);
        function done() {
          clearTimeout(t);
          l.wake = null;
          r();
        }
        l.wake = done;
      });
    }
  }

  async function schedule(now = Date.now()): Promise<void> {
    for (const s of opts.schedules ?? []) {
      await enqueueJob(
        ctx.db,
        s.job,
        {},
        { dedupeKey: `${s.job.kind}:${Math.floor(now / s.everyMs)}`, maxAttempts: 1 },
        now,
      );
    }
  }

  const self = {
    kick() {
      for (const l of lanes) l.wake?.();
    },
  };
  let scheduler: NodeJS.Timeout | null = null;
  return {
    owner,
    runOnce,
    /** Runs due jobs one at a time until none is left (tests, scripts). */
    async drain(): Promise<number> {
      let n = 0;
      while (await runOnce()) n++;
      return n;
    },
    /** With the runner started: resolves when no job of its kinds is queued or running (tests, benches). */
    async settle(timeoutMs = 120_000): Promise<void> {
      const end = Date.now() + timeoutMs;
      while ((await countOpenJobs(ctx.db, allKinds)) > 0 || executing.size > 0) {
        if (Date.now() > end) throw new Error('jobs did not settle in time');
        self.kick();
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    kick: self.kick,
    schedule,
    start(): void {
      if (loops.length > 0) return;
      for (const l of lanes) loops.push(dispatch(l));
      const set = live.get(ctx) ?? new Set();
      live.set(ctx, set);
      set.add(self);
      if (opts.schedules?.length) {
        const every = Math.min(...opts.schedules.map((s) => s.everyMs), 60_000);
        void schedule().catch(() => undefined);
        scheduler = setInterval(() => void schedule().catch(() => undefined), every);
      }
    },
    /** Stops claiming, aborts running handlers (their jobs go back to the queue) and waits for them. */
    async stop(): Promise<void> {
      stopping.abort();
      live.get(ctx)?.delete(self);
      if (scheduler) clearInterval(scheduler);
      for (const l of lanes) l.wake?.();
      await Promise.all(loops);
      await Promise.allSettled([...executing]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
