import type { z } from 'zod';
import type { AppContext } from '../context';
import type { JobsTable } from '../db/schema-gallery';
import type { Selectable } from 'kysely';

export type JobRow = Selectable<JobsTable>;

/**
 * Lanes: each has its own workers in every process (reserved capacity), so work of one lane never waits behind
 * another's. Within a lane, claims are fair per seller (the seller with the fewest running jobs of the lane goes
 * first, and no seller runs more than `perSeller` at once) and, for work on a shop, per shop (`perShop`).
 * - commerce: marketplace syncs, payment follow-ups, production pushes — short, latency-sensitive.
 * - publish: listing publishes (Temu, Shein); mostly waiting for the shop's rate-limit tokens, hence many slots.
 * - image: CPU-heavy image work (background removal, design renders).
 * - maintenance: hourly sweeps.
 */
export type Lane = 'commerce' | 'publish' | 'image' | 'maintenance';

export interface LaneLimits {
  /** Jobs of the lane running at once in one process. */
  concurrency: number;
  /** Jobs of one seller running at once in the lane, all processes together (system jobs, main id 0, exempt). */
  perSeller: number;
  /** Jobs on one shop running at once in the lane, all processes together. */
  perShop: number;
}

export const LANES: Record<Lane, LaneLimits> = {
  commerce: { concurrency: 4, perSeller: 2, perShop: 1 },
  // 8 per shop keeps a Temu shop's upload and add buckets busy at once (bench:publish); 64 in all as before.
  publish: { concurrency: 64, perSeller: 32, perShop: 8 },
  image: { concurrency: 2, perSeller: 1, perShop: 1 },
  maintenance: { concurrency: 1, perSeller: 1, perShop: 1 },
};
/** Lanes in the order a single-threaded drain (tests, scripts) claims from them. */
export const LANE_ORDER: Lane[] = ['commerce', 'publish', 'image', 'maintenance'];

/** A kind of job: its name, the shape of its payload, its lane, and which shop it works on (per-shop fairness). */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  kind: string;
  payload: S;
  lane: Lane;
  /** Attempts before a transient failure fails the job for good (default 3). */
  maxAttempts?: number;
  /** The shop a job of this kind works on, from its payload. */
  shopOf?: (payload: z.output<S>) => number | null;
}

export const jobKind = <S extends z.ZodType>(k: JobKind<S>): JobKind<S> => k;

/** What a handler gets for the job it runs. */
export interface JobRun<P> {
  job: JobRow;
  payload: P;
  /** 0–100; written at most every 250 ms. Throws once the lease is lost, so a handler reporting progress stops. */
  progress(percent: number): Promise<void>;
  /**
   * Aborted when the lease is lost (a renewal failed or found the job taken over, or it ran out unrenewed) or the
   * runner stops. A handler checks it before each write of its own and stops: after it aborts, it writes nothing.
   */
  signal: AbortSignal;
}

/** What the runner holds: a kind with a handler that validates its own payload (no casts anywhere). */
export interface JobDefinition {
  kind: string;
  lane: Lane;
  run(ctx: AppContext, job: JobRow, base: Omit<JobRun<unknown>, 'payload' | 'job'>): Promise<unknown>;
  /** Called once when the job fails for good (its message is what the user sees), e.g. to mark its publish failed. */
  gaveUp?(ctx: AppContext, job: JobRow, message: string): Promise<void>;
}

/** Thrown by a handler when retrying cannot help (the input is gone or invalid). */
export class PermanentJobError extends Error {}

function parsePayload<S extends z.ZodType>(k: JobKind<S>, job: JobRow): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(job.payload);
  } catch {
    throw new PermanentJobError('任务参数无效');
  }
  const parsed = k.payload.safeParse(raw);
  if (!parsed.success) throw new PermanentJobError('任务参数无效');
  return parsed.data;
}

/** Binds a handler to its kind: the runner parses and validates the stored payload with the kind's schema. */
export function defineJob<S extends z.ZodType>(
  k: JobKind<S>,
  handler: (ctx: AppContext, run: JobRun<z.output<S>>) => Promise<unknown>,
  opts: { gaveUp?: (ctx: AppContext, payload: z.output<S>, message: string, job: JobRow) => Promise<void> } = {},
): JobDefinition {
  const gaveUp = opts.gaveUp;
  return {
    kind: k.kind,
    lane: k.lane,
    run: (ctx, job, base) => handler(ctx, { ...base, job, payload: parsePayload(k, job) }),
    ...(gaveUp
      ? {
          gaveUp: async (ctx: AppContext, job: JobRow, message: string) => {
            const parsed = k.payload.safeParse(JSON.parse(job.payload));
            if (parsed.success) await gaveUp(ctx, parsed.data, message, job);
          },
        }
      : {}),
  };
}
