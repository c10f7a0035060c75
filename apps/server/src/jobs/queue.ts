import { PostgresAdapter, sql } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../db';
import type { JobKind, JobRow, LaneLimits } from './definition';

export type { JobRow } from './definition';
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface EnqueueOptions {
  /** The seller the job works for (0: the system). Fair scheduling and the per-seller cap go by it. */
  mainId?: number;
  groupKey?: string | null;
  runAt?: number;
  maxAttempts?: number;
  /** A second job with the same key is not enqueued (one scheduled run per period). */
  dedupeKey?: string | null;
}

/**
 * Enqueues a job of a kind, its payload checked against the kind's schema; returns its id, or null when a job with
 * the same dedupe key exists. The shop it works on (per-shop fairness) comes from the kind's `shopOf`.
 */
export async function enqueueJob<S extends z.ZodType>(
  db: Executor,
  k: JobKind<S>,
  payload: z.input<S>,
  opts: EnqueueOptions = {},
  now = Date.now(),
): Promise<number | null> {
  const parsed = k.payload.parse(payload);
  const row = await db
    .insertInto('jobs')
    .values({
      kind: k.kind,
      main_id: opts.mainId ?? 0,
      shop_id: k.shopOf?.(parsed) ?? null,
      group_key: opts.groupKey ?? null,
      payload: JSON.stringify(parsed ?? {}),
      status: 'queued',
      max_attempts: opts.maxAttempts ?? k.maxAttempts ?? 3,
      run_at: opts.runAt ?? now,
      dedupe_key: opts.dedupeKey ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export interface ClaimOptions {
  owner: string;
  /** The kinds one lane runs. */
  kinds: string[];
  leaseMs: number;
  /** The lane's fairness limits; none: plain oldest-first (tests that stand in for a dead worker). */
  limits?: Pick<LaneLimits, 'perSeller' | 'perShop'>;
  /** The lane's name: on PostgreSQL, claims of one lane are serialised so the caps hold across processes. */
  lane?: string;
  now?: number;
}

/**
 * Claims the next due job of the given kinds: a queued one whose time has come, or a running one whose lease ran
 * out (its worker crashed or hung). Fair: among sellers under the per-seller cap (and shops under the per-shop cap),
 * the job of the seller with the fewest running jobs of these kinds goes first, then the oldest. One UPDATE, so two
 * workers never claim the same job; on PostgreSQL `FOR UPDATE SKIP LOCKED` lets processes pass over each other's
 * candidates, and a transaction-scoped advisory lock per lane (and schema) makes the cap check and the claim one step
 * across processes (claims are a few milliseconds; the work runs outside).
 */
export async function claimNextJob(db: Executor, opts: ClaimOptions): Promise<JobRow | null> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg && opts.limits && !db.isTransaction) {
    const key = `.podbench.jobs.${opts.lane ?? opts.kinds.join(',')}`;
    for (let attempt = 0; attempt < LOCK_TRIES; attempt++) {
      const claimed = await db.transaction().execute(async (trx) => {
        // Scoped to the schema (several apps or test schemas on one database never share it). A try-lock: a holder
        // stalled mid-claim (its event loop busy) makes the others come back a moment later, never queue up behind it.
        const { rows } = await sql<{
          ok: boolean;
        }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || ${key})) as ok`.execute(trx);
        return rows[0]?.ok ? { job: await claimIn(trx, opts, true) } : null;
      });
      if (claimed) return claimed.job;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
    }
    return null;
  }
  return claimIn(db, opts, pg);
}

/** Attempts at a lane's claim lock before this round gives up (the dispatcher comes back at its next poll or kick). */
const LOCK_TRIES = 20;

async function claimIn(db: Executor, opts: ClaimOptions, pg: boolean): Promise<JobRow | null> {
  const now = opts.now ?? Date.now();
  const running = (col: 'main_id' | 'shop_id') =>
    db
      .selectFrom('jobs')
      .select([col, (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'running')
      .where('lease_until', '>=', now)
      .where('kind', 'in', opts.kinds)
      .where(col, 'is not', null)
      .groupBy(col);
  const limits = opts.limits ?? { perSeller: 1_000_000, perShop: 1_000_000 };
  let candidate = db
    .selectFrom('jobs as j')
    .leftJoin(running('main_id').as('r'), 'r.main_id', 'j.main_id')
    .leftJoin(running('shop_id').as('s'), 's.shop_id', 'j.shop_id')
    .select('j.id')
    .where('j.kind', 'in', opts.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('j.status', '=', 'queued'), eb('j.run_at', '<=', now)]),
        eb.and([eb('j.status', '=', 'running'), eb('j.lease_until', '<', now)]),
      ]),
    )
    .where((eb) => eb.or([eb('j.main_id', '=', 0), eb(sql`coalesce(r.n, 0)`, '<', limits.perSeller)]))
    .where((eb) => eb.or([eb('j.shop_id', 'is', null), eb(sql`coalesce(s.n, 0)`, '<', limits.perShop)]))
    .orderBy(sql`coalesce(r.n, 0)`)
    .orderBy('j.run_at')
    .orderBy('j.id')
    .limit(1);
  if (pg) candidate = candidate.forUpdate(['j']).skipLocked();
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_owner: opts.owner,
      lease_until: now + opts.leaseMs,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', (eb) => eb.selectFrom(candidate.as('c')).select('c.id'))
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Every write by a worker is conditional on still holding the lease: a worker that lost it changes nothing. */
const held = (db: Executor, id: number, owner: string) =>
  db.updateTable('jobs').where('id', '=', id).where('lease_owner', '=', owner).where('status', '=', 'running');

export async function extendLease(db: Executor, id: number, owner: string, until: number): Promise<boolean> {
  const r = await held(db, id, owner).set({ lease_until: until, updated_at: Date.now() }).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setJobProgress(db: Executor, id: number, owner: string, progress: number) {
  await held(db, id, owner)
    .set({ progress: Math.max(0, Math.min(100, Math.round(progress))) })
    .execute();
}

export async function completeJob(db: Executor, id: number, owner: string, result: unknown): Promise<boolean> {
  const now = Date.now();
  const r = await held(db, id, owner)
    .set({
      status: 'done',
      progress: 100,
      result: JSON.stringify(result ?? null),
      error: null,
      lease_owner: null,
      lease_until: null,
      finished_at: now,
      updated_at: now,
    })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Hands a job claimed but not started back (the runner was stopping): queued again, the claim not counted. */
export async function releaseJob(db: Executor, id: number, owner: string): Promise<void> {
  await held(db, id, owner)
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      lease_owner: null,
      lease_until: null,
      updated_at: Date.now(),
    }))
    .execute();
}

/** `retryAt` null: failed for good. Otherwise queued again for that time. False when the lease was not held. */
export async function failJob(
  db: Executor,
  id: number,
  owner: string,
  error: string,
  retryAt: number | null,
): Promise<boolean> {
  const now = Date.now();
  const r = await held(db, id, owner)
    .set({
      status: retryAt === null ? 'failed' : 'queued',
      error: error.slice(0, 500),
      run_at: retryAt ?? now,
      lease_owner: null,
      lease_until: null,
      finished_at: retryAt === null ? now : null,
      updated_at: now,
    })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Jobs of `kinds` not finished (queued, or running); tests and benches wait for none. */
export async function countOpenJobs(db: Executor, kinds: string[]): Promise<number> {
  const r = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', 'in', kinds)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Finished jobs older than `before` go (their results were read or expired). */
export async function deleteFinishedJobs(db: Executor, kinds: string[], before: number): Promise<number> {
  const r = await db
    .deleteFrom('jobs')
    .where('kind', 'in', kinds)
    .where('status', 'in', ['done', 'failed'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
