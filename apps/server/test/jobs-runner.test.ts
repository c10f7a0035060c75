import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, jobKind, PermanentJobError } from '../src/jobs/definition';
import { claimNextJob, enqueueJob } from '../src/jobs/queue';
import { createJobRunner } from '../src/jobs/runner';
import { useTestApp } from './helper';

const t = await useTestApp();
const ctx = t.runtime.ctx;
const db = ctx.db;
const row = (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const empty = z.object({});
const ECHO = jobKind({ kind: 'test.echo', payload: z.object({ n: z.number() }), lane: 'commerce' });

describe('job runner', () => {
  it('a job whose worker crashed (lease ran out) is claimed again and finished', async () => {
    const id = (await enqueueJob(db, ECHO, { n: 1 }))!;
    // A worker claims it and dies: no heartbeat, no outcome.
    const claimed = await claimNextJob(db, { owner: 'dead-worker', kinds: ['test.echo'], leaseMs: 1000 });
    expect(claimed?.id).toBe(id);
    const echo = defineJob(ECHO, async (_c, r) => ({ doubled: r.payload.n * 2 }));
    const runner = createJobRunner(ctx, { handlers: [echo] });
    expect(await runner.runOnce()).toBe(false);
    await db
      .updateTable('jobs')
      .set({ lease_until: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    expect(await runner.runOnce()).toBe(true);
    expect(await row(id)).toMatchObject({
      status: 'done',
      attempts: 2,
      progress: 100,
      result: '{"doubled":2}',
      lease_owner: null,
    });
  });

  it('a stored payload that does not match its kind’s schema fails for good, without running the handler', async () => {
    const kind = jobKind({ kind: 'test.typed', payload: z.object({ n: z.number() }), lane: 'commerce' });
    let ran = 0;
    const typed = defineJob(kind, async () => {
      ran++;
    });
    const id = (await enqueueJob(db, kind, { n: 1 }))!;
    await db.updateTable('jobs').set({ payload: '{"n":"x"}' }).where('id', '=', id).execute();
    await createJobRunner(ctx, { handlers: [typed] }).drain();
    expect(await row(id)).toMatchObject({ status: 'failed', error: '任务参数无效' });
    expect(ran).toBe(0);
    // Enqueueing checks the payload too.
    await expect(enqueueJob(db, kind, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
  });

  it('two workers never run the same job', async () => {
    const kind = jobKind({ kind: 'test.once', payload: z.object({ i: z.number() }), lane: 'commerce' });
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => enqueueJob(db, kind, { i })));
    const ran: number[] = [];
    const once = defineJob(kind, async (_c, r) => {
      ran.push(r.job.id);
      await new Promise((res) => setTimeout(res, 5));
    });
    const a = createJobRunner(ctx, { handlers: [once] });
    const b = createJobRunner(ctx, { handlers: [once] });
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect(ran.sort()).toEqual([...ids].sort());
  });

  it('retries a transient failure with backoff; a permanent one fails at once with its message', async () => {
    let calls = 0;
    const FLAKY = jobKind({ kind: 'test.flaky', payload: empty, lane: 'commerce' });
    const BAD = jobKind({ kind: 'test.bad', payload: empty, lane: 'commerce' });
    const flaky = defineJob(FLAKY, async () => {
      calls++;
      throw new Error('network blip');
    });
    const gaveUp: string[] = [];
    const bad = defineJob(
      BAD,
      async () => {
        throw new PermanentJobError('原图已不存在');
      },
      { gaveUp: async (_c, _p, message) => void gaveUp.push(message) },
    );
    const flakyId = (await enqueueJob(db, FLAKY, {}, { maxAttempts: 2 }))!;
    const badId = (await enqueueJob(db, BAD, {}))!;
    const runner = createJobRunner(ctx, { handlers: [flaky, bad] });
    await runner.drain();
    expect(await row(flakyId)).toMatchObject({ status: 'queued', attempts: 1, error: '处理失败，请稍后重试' });
    expect((await row(flakyId)).run_at).toBeGreaterThan(Date.now() + 3000);
    expect(await row(badId)).toMatchObject({ status: 'failed', error: '原图已不存在' });
    expect(gaveUp).toEqual(['原图已不存在']);
    await db.updateTable('jobs').set({ run_at: 0 }).where('id', '=', flakyId).execute();
    await runner.drain();
    expect(await row(flakyId)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('enqueues one scheduled run per period, however many processes ask', async () => {
    const TICK = jobKind({ kind: 'test.tick', payload: empty, lane: 'maintenance' });
    const noop = defineJob(TICK, async () => null);
    const opts = { handlers: [noop], schedules: [{ job: TICK, everyMs: 60_000 }] };
    const now = 1_800_000_000_000;
    await Promise.all([createJobRunner(ctx, opts).schedule(now), createJobRunner(ctx, opts).schedule(now + 10)]);
    await createJobRunner(ctx, opts).schedule(now + 60_000);
    const ticks = await db.selectFrom('jobs').select('dedupe_key').where('kind', '=', 'test.tick').execute();
    expect(ticks.map((r) => r.dedupe_key).sort()).toEqual(['test.tick:30000000', 'test.tick:30000001']);
  });

  it('stop() hands a running job back to the queue, also when its dispatcher claims it again while stopping', async () => {
    const SLOW = jobKind({ kind: 'test.slow', payload: empty, lane: 'image' });
    const id = (await enqueueJob(db, SLOW, {}, { maxAttempts: 10 }))!;
    // Each round: a runner starts the job, then stops. The job handed back is due at once, so the stopping runner's
    // dispatcher may claim it again in the same moment: that claim must be handed back too, not left running.
    for (let round = 1; round <= 5; round++) {
      let started!: () => void;
      const running = new Promise<void>((r) => {
        started = r;
      });
      const slow = defineJob(SLOW, async (_c, r) => {
        started();
        await new Promise((_res, rej) => r.signal.addEventListener('abort', () => rej(new Error('stopped'))));
      });
      const runner = createJobRunner(ctx, { handlers: [slow], pollMs: 10 });
      runner.start();
      await running;
      await runner.stop();
      expect(await row(id)).toMatchObject({ status: 'queued', lease_owner: null, attempts: round });
    }
  });

  it('a worker whose lease is lost stops: its signal aborts and it writes nothing after', async () => {
    const LOOP = jobKind({ kind: 'test.lease-loop', payload: empty, lane: 'image' });
    let abortedAt = 0;
    let lastWriteAt = 0;
    let writes = 0;
    let started!: () => void;
    const going = new Promise<void>((r) => {
      started = r;
    });
    // A handler that keeps writing (a row of its own per step) until its signal tells it to stop.
    const loop = defineJob(LOOP, async (_c, run) => {
      run.signal.addEventListener('abort', () => {
        abortedAt = Date.now();
      });
      started();
      for (let i = 0; ; i++) {
        await new Promise((r) => setTimeout(r, 20));
        if (run.signal.aborted) throw new Error('lease lost');
        lastWriteAt = Date.now();
        writes++;
        await db
          .insertInto('rate_limits')
          .values({ key: `test-lease:${run.job.id}:${i}`, window_start: lastWriteAt, count: 1 })
          .execute();
      }
    });
    const id = (await enqueueJob(db, LOOP, {}, { mainId: 4242 }))!;
    const runner = createJobRunner(ctx, { handlers: [loop], pollMs: 20, leaseMs: 600 });
    runner.start();
    try {
      await going;
      await expect.poll(() => writes, { timeout: 5000 }).toBeGreaterThan(3);
      // Another process takes the job over (as after a pause longer than the lease).
      const stolenAt = Date.now();
      await db
        .updateTable('jobs')
        .set({ lease_owner: 'thief', lease_until: Date.now() + 60_000 })
        .where('id', '=', id)
        .execute();
      // The next renewal (every lease/3 = 200 ms) finds it taken and aborts the signal.
      await expect.poll(() => abortedAt, { timeout: 3000, interval: 20 }).toBeGreaterThan(0);
      expect(abortedAt - stolenAt).toBeLessThan(1000);
      const n = writes;
      await new Promise((r) => setTimeout(r, 300));
      expect(writes).toBe(n);
      expect(lastWriteAt).toBeLessThanOrEqual(abortedAt);
      const rows = await db
        .selectFrom('rate_limits')
        .select('window_start')
        .where('key', 'like', `test-lease:${id}:%`)
        .execute();
      expect(rows.every((r) => Number(r.window_start) <= abortedAt)).toBe(true);
      // The runner wrote nothing to the job either: it is the thief's, still running.
      expect(await row(id)).toMatchObject({ status: 'running', lease_owner: 'thief' });
    } finally {
      await runner.stop();
    }
  });

  it('a failed lease renewal (the database unreachable) aborts the handler’s signal too', async () => {
    const HOLD = jobKind({ kind: 'test.renewal', payload: empty, lane: 'image' });
    let failing = false;
    // The same database, except that updates fail while `failing` (a lost connection): renewals are updates.
    const flaky = new Proxy(db, {
      get(target, prop) {
        if (prop === 'updateTable' && failing)
          return () => {
            throw new Error('connection terminated');
          };
        const v = Reflect.get(target, prop, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    let reason = '';
    let started!: () => void;
    const going = new Promise<void>((r) => {
      started = r;
    });
    const hold = defineJob(HOLD, async (_c, run) => {
      started();
      await new Promise<void>((r) =>
        run.signal.addEventListener('abort', () => {
          reason = String((run.signal.reason as Error).message);
          r();
        }),
      );
      throw new Error('stopped');
    });
    const id = (await enqueueJob(db, HOLD, {}))!;
    const runner = createJobRunner({ ...ctx, db: flaky }, { handlers: [hold], pollMs: 20, leaseMs: 600 });
    runner.start();
    try {
      await going;
      failing = true;
      await expect.poll(() => reason, { timeout: 3000, interval: 20 }).toBe('lease renewal failed');
    } finally {
      failing = false;
      await runner.stop();
    }
    // Nothing was recorded for it by the worker that lost it: it is still claimed until its lease runs out.
    expect(await row(id)).toMatchObject({ status: 'running', progress: 0 });
  });
});
