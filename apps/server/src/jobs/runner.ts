import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../context';
import { AppError } from '../lib/app-error';
import { metricsOf } from '../modules/ops/metrics';
import { claimNextJob, completeJob, enqueueJob, extendLease, failJob, type JobRow, setJobProgress } from './queue';

/** What a handler gets for the job it runs. */
export interface JobRun<P = unknown> {
  job: JobRow;
  payload: P;
  /** 0–100; written at most every 250 ms. */
  progress(percent: number): Promise<void>;
  /** Aborted when the lease is lost (another worker took the job over) or the runner stops. */
  signal: AbortSignal;
}

export interface JobHandler<P = unknown> {
  kind: string;
  run(ctx: AppContext, run: JobRun<P>): Promise<unknown>;
}

/** A kind enqueued once per period (a dedupe key per period makes that hold across processes). */
export interface JobSchedule {
  kind: string;
  everyMs: number;
}

export interface RunnerOptions {
  handlers: JobHandler[];
  schedules?: JobSchedule[];
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  log?: { error: (obj: object, msg: string) => void };
}

/** Thrown by a handler when retrying cannot help (the input is gone or invalid). */
export class PermanentJobError extends Error {}

const retryDelayMs = (attempts: number) => Math.min(10 * 60_000, 5_000 * 2 ** (attempts - 1));

/**
 * The generic job runner: `concurrency` loops claim due jobs with a lease, keep the lease alive while the handler
 * runs, and record the outcome. A crashed process's jobs come back when their lease runs out; a handler must
 * therefore be idempotent. AppErrors and PermanentJobErrors fail at once (their message is shown to the user);
 * other errors retry with backoff until `max_attempts`.
 */
export function createJobRunner(ctx: AppContext, opts: RunnerOptions) {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map(opts.handlers.map((h) => [h.kind, h]));
  const kinds = [...handlers.keys()];
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 500;
  const stopping = new AbortController();
  const loops: Array<Promise<void>> = [];
  const sleepers = new Set<() => void>();

  async function execute(job: JobRow): Promise<void> {
    const lease = new AbortController();
    const onStop = () => lease.abort();
    stopping.signal.addEventListener('abort', onStop);
    const beat = setInterval(() => {
      extendLease(ctx.db, job.id, owner, Date.now() + leaseMs).then(
        (kept) => kept || lease.abort(),
        () => undefined,
      );
    }, leaseMs / 3);
    let lastProgress = 0;
    const run: JobRun = {
      job,
      payload: JSON.parse(job.payload),
      signal: lease.signal,
      progress: async (p) => {
        if (Date.now() - lastProgress < 250 && p < 100) return;
        lastProgress = Date.now();
        await setJobProgress(ctx.db, job.id, owner, p);
      },
    };
    try {
      if (job.attempts > job.max_attempts) throw new PermanentJobError('多次处理均中断，已停止重试');
      const handler = handlers.get(job.kind);
      if (!handler) throw new PermanentJobError(`未知任务类型 ${job.kind}`);
      const result = await handler.run(ctx, run);
      await completeJob(ctx.db, job.id, owner, result);
    } catch (err) {
      const permanent = err instanceof PermanentJobError || (err instanceof AppError && err.code < 500);
      // Stopping hands the job back at once; another process (or this one, restarted) picks it up.
      const stopped = stopping.signal.aborted;
      const retry = !permanent && (stopped || job.attempts < job.max_attempts);
      if (!permanent && !stopped) opts.log?.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      if (!stopped) metricsOf(ctx).jobFailed(job.kind, !retry);
      const msg = permanent ? (err as Error).message : '处理失败，请稍后重试';
      const retryAt = stopped ? Date.now() : Date.now() + retryDelayMs(job.attempts);
      await failJob(ctx.db, job.id, owner, msg, retry ? retryAt : null).catch(() => {});
    } finally {
      clearInterval(beat);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  /** Claims and runs one job; false when none was due. */
  async function runOnce(): Promise<boolean> {
    const job = await claimNextJob(ctx.db, { owner, kinds, leaseMs });
    if (!job) return false;
    await execute(job);
    return true;
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      const worked = await runOnce().catch((err) => {
        opts.log?.error({ err }, 'job loop error');
        return false;
      });
      if (!worked && !stopping.signal.aborted) {
        await new Promise<void>((r) => {
          const done = () => {
            clearTimeout(t);
            sleepers.delete(done);
            r();
          };
          const t = setTimeout(done, pollMs);
          sleepers.add(done);
        });
      }
    }
  }

  async function schedule(now = Date.now()): Promise<void> {
    for (const s of opts.schedules ?? []) {
      await enqueueJob(
        ctx.db,
        { kind: s.kind, dedupeKey: `${s.kind}:${Math.floor(now / s.everyMs)}`, maxAttempts: 1 },
        now,
      );
    }
  }

  let scheduler: NodeJS.Timeout | null = null;
  return {
    owner,
    runOnce,
    /** Runs due jobs until none is left (tests, scripts). */
    async drain(): Promise<number> {
      let n = 0;
      while (await runOnce()) n++;
      return n;
    },
    schedule,
    start(): void {
      for (let i = 0; i < (opts.concurrency ?? 2); i++) loops.push(loop());
      if (opts.schedules?.length) {
        const every = Math.min(...opts.schedules.map((s) => s.everyMs), 60_000);
        void schedule().catch(() => undefined);
        scheduler = setInterval(() => void schedule().catch(() => undefined), every);
      }
    },
    /** Stops claiming, aborts running handlers (their jobs go back to the queue) and waits for the loops. */
    async stop(): Promise<void> {
      stopping.abort();
      if (scheduler) clearInterval(scheduler);
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
