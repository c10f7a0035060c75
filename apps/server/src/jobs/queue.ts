import { PostgresAdapter, type Selectable } from 'kysely';
import type { Executor } from '../db';
import type { JobsTable } from '../db/schema-gallery';

export type JobRow = Selectable<JobsTable>;
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface NewJob {
  kind: string;
  mainId?: number;
  groupKey?: string | null;
  payload?: unknown;
  runAt?: number;
  maxAttempts?: number;
  /** A second job with the same key is not enqueued (one scheduled run per period). */
  dedupeKey?: string | null;
}

/** Enqueues a job; returns its id, or null when a job with the same dedupe key exists. */
export async function enqueueJob(db: Executor, job: NewJob, now = Date.now()): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      main_id: job.mainId ?? 0,
      group_key: job.groupKey ?? null,
      payload: JSON.stringify(job.payload ?? {}),
      status: 'queued',
      max_attempts: job.maxAttempts ?? 3,
      run_at: job.runAt ?? now,
      dedupe_key: job.dedupeKey ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * Claims the next due job of the given kinds: a queued one whose time has come, or a running one whose lease ran
 * out (its worker crashed or hung). One statement, so two workers never claim the same job; on PostgreSQL
 * `FOR UPDATE SKIP LOCKED` lets processes sharing the queue pass over each other's candidates without waiting.
 */
export async function claimNextJob(
  db: Executor,
  opts: { owner: string; kinds: string[]; leaseMs: number; now?: number },
): Promise<JobRow | null> {
  const now = opts.now ?? Date.now();
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let candidate = db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', opts.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  if (pg) candidate = candidate.forUpdate().skipLocked();
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

export async function completeJob(db: Executor, id: number, owner: string, result: unknown) {
  const now = Date.now();
  await held(db, id, owner)
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
    .execute();
}

/** `retryAt` null: failed for good. Otherwise queued again for that time. */
export async function failJob(db: Executor, id: number, owner: string, error: string, retryAt: number | null) {
  const now = Date.now();
  await held(db, id, owner)
    .set({
      status: retryAt === null ? 'failed' : 'queued',
      error: error.slice(0, 500),
      run_at: retryAt ?? now,
      lease_owner: null,
      lease_until: null,
      finished_at: retryAt === null ? now : null,
      updated_at: now,
    })
    .execute();
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
