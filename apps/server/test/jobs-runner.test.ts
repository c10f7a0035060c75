import { describe, expect, it } from 'vitest';
import { claimNextJob, enqueueJob } from '../src/jobs/queue';
import { createJobRunner, type JobHandler, PermanentJobError } from '../src/jobs/runner';
import { useTestApp } from './helper';

const t = await useTestApp();
const ctx = t.runtime.ctx;
const db = ctx.db;
const row = (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('job runner', () => {
  it('a job whose worker crashed (lease ran out) is claimed again and finished', async () => {
    const id = (await enqueueJob(db, { kind: 'test.echo', payload: { n: 1 } }))!;
    // A worker claims it and dies: no heartbeat, no outcome.
    const claimed = await claimNextJob(db, { owner: 'dead-worker', kinds: ['test.echo'], leaseMs: 1000 });
    expect(claimed?.id).toBe(id);
    const echo: JobHandler<{ n: number }> = { kind: 'test.echo', run: async (_c, r) => ({ doubled: r.payload.n * 2 }) };
    const runner = createJobRunner(ctx, { handlers: [echo as JobHandler] });
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

  it('two workers never run the same job', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => enqueueJob(db, { kind: 'test.once', payload: { i } })),
    );
    const ran: number[] = [];
    const once: JobHandler = {
      kind: 'test.once',
      run: async (_c, r) => {
        ran.push(r.job.id);
        await new Promise((res) => setTimeout(res, 5));
      },
    };
    const a = createJobRunner(ctx, { handlers: [once] });
    const b = createJobRunner(ctx, { handlers: [once] });
    await Promise.all([a.drain(), b.drain(), a.drain()]);
    expect(ran.sort()).toEqual([...ids].sort());
  });

  it('retries a transient failure with backoff; a permanent one fails at once with its message', async () => {
    let calls = 0;
    const flaky: JobHandler = {
      kind: 'test.flaky',
      run: async () => {
        calls++;
        throw new Error('network blip');
      },
    };
    const bad: JobHandler = {
      kind: 'test.bad',
      run: async () => {
        throw new PermanentJobError('原图已不存在');
      },
    };
    const flakyId = (await enqueueJob(db, { kind: 'test.flaky', maxAttempts: 2 }))!;
    const badId = (await enqueueJob(db, { kind: 'test.bad' }))!;
    const runner = createJobRunner(ctx, { handlers: [flaky, bad] });
    await runner.drain();
    expect(await row(flakyId)).toMatchObject({ status: 'queued', attempts: 1, error: '处理失败，请稍后重试' });
    expect((await row(flakyId)).run_at).toBeGreaterThan(Date.now() + 3000);
    expect(await row(badId)).toMatchObject({ status: 'failed', error: '原图已不存在' });
    await db.updateTable('jobs').set({ run_at: 0 }).where('id', '=', flakyId).execute();
    await runner.drain();
    expect(await row(flakyId)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('enqueues one scheduled run per period, however many processes ask', async () => {
    const noop: JobHandler = { kind: 'test.tick', run: async () => null };
    const opts = { handlers: [noop], schedules: [{ kind: 'test.tick', everyMs: 60_000 }] };
    const now = 1_800_000_000_000;
    await Promise.all([createJobRunner(ctx, opts).schedule(now), createJobRunner(ctx, opts).schedule(now + 10)]);
    await createJobRunner(ctx, opts).schedule(now + 60_000);
    const ticks = await db.selectFrom('jobs').select('dedupe_key').where('kind', '=', 'test.tick').execute();
    expect(ticks.map((r) => r.dedupe_key).sort()).toEqual(['test.tick:30000000', 'test.tick:30000001']);
  });

  it('stop() hands a running job back to the queue', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    const slow: JobHandler = {
      kind: 'test.slow',
      run: async (_c, r) => {
        started();
        await new Promise((_res, rej) => r.signal.addEventListener('abort', () => rej(new Error('stopped'))));
      },
    };
    const id = (await enqueueJob(db, { kind: 'test.slow' }))!;
    const runner = createJobRunner(ctx, { handlers: [slow], pollMs: 10 });
    runner.start();
    await running;
    await runner.stop();
    expect(await row(id)).toMatchObject({ status: 'queued', lease_owner: null });
  });
});
