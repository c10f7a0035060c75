import { randomUUID } from 'node:crypto';
import type { SharedRateGate, SharedRateRelease } from '@podbench/temu';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db';

export interface TemuRateGateOptions {
  /**
   * How long a taken token stays out when its process never gives it back (killed): longer than any live call holds
   * it (the client's 30 s timeout plus a window), and no longer, since a killed process's tokens stall the shop.
   */
  leaseMs?: number;
  /** How often a waiter looks again while every token is out on a call (a give-back says when it returns). */
  pollMs?: number;
  /** Tokens unused this long are deleted, at most once per `cleanupEveryMs` per process. */
  idleMs?: number;
  cleanupEveryMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The database's clock in epoch ms. Every process compares against this one clock, so a token given back by one
 * process at its answer is taken by another no earlier than `holdMs` later in real time, whatever the hosts' clocks.
 */
const dbNow = (dialect: Dialect) =>
  dialect === 'postgres'
    ? sql<number>`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast(round((julianday('now') - 2440587.5) * 86400000) as integer)`;

/**
 * Temu's per-shop × per-type limit shared by every server process on one database.
 *
 * Why tokens (rows `temu_rate_slots`: `cap` per key) and not a counter per fixed second: Temu and our sandbox
 * count a shop's calls per second, but not on our seconds (the sandbox's window starts at the first call after the
 * last one ended). A counter allowing qps per fixed second lets qps calls at .999 and qps more at .000: 2×qps in
 * the gateway's window, a 429. So the rule is the in-memory bucket's (packages/temu rate-limiter.ts), kept in rows:
 * a call takes a free token (free_at ≤ now) with a compare-and-set update, holds it until its answer is in, and
 * gives it back with free_at = answer + holdMs. Two calls on one token reach the gateway at least a window apart,
 * so no window of any alignment sees more than `cap`. Times are the database's clock (one clock for all).
 *
 * A taken token carries a lease (free_at = now + leaseMs): a process killed mid-call loses it when that runs out.
 * A waiter sleeps until the earliest given-back token returns, or polls while all are out on calls; each process
 * asks for at most `cap` tokens of a key at once (its own bucket comes first), so polling stays small.
 * Rows are created on first use and deleted once idle for a minute (checked at most once a minute per process).
 */
export function createTemuRateGate(db: Db, dialect: Dialect, opts: TemuRateGateOptions = {}): SharedRateGate {
  const leaseMs = opts.leaseMs ?? 35_000;
  const pollMs = opts.pollMs ?? 25;
  const idleMs = opts.idleMs ?? 60_000;
  const cleanupEveryMs = opts.cleanupEveryMs ?? 60_000;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = dbNow(dialect);
  let nextCleanup = 0;

  const cleanup = () => {
    if (Date.now() < nextCleanup) return;
    nextCleanup = Date.now() + cleanupEveryMs;
    // Held tokens have free_at in the future (their lease); only tokens unused for idleMs go.
    void db
      .deleteFrom('temu_rate_slots')
      .where('free_at', '<', sql<number>`${now} - ${idleMs}`)
      .execute()
      .catch(() => {
        nextCleanup = 0;
      });
  };

  const giveBack =
    (bucket: string, slot: number, holder: string, holdMs: number): SharedRateRelease =>
    async () => {
      // Only our own hold: past its lease the token may be someone else's by now.
      await db
        .updateTable('temu_rate_slots')
        .set({ holder: null, free_at: sql<number>`${now} + ${Math.ceil(holdMs)}` })
        .where('bucket', '=', bucket)
        .where('slot', '=', slot)
        .where('holder', '=', holder)
        .execute();
    };

  return {
    async admit(bucket, cap, holdMs) {
      const holder = randomUUID();
      cleanup();
      for (;;) {
        const rows = await db
          .selectFrom('temu_rate_slots')
          .select(['slot', 'holder', sql<number>`free_at - ${now}`.as('wait')])
          .where('bucket', '=', bucket)
          .where('slot', '<', cap)
          .execute();
        if (rows.length < cap) {
          const have = new Set(rows.map((r) => r.slot));
          const missing = Array.from({ length: cap }, (_, slot) => slot).filter((slot) => !have.has(slot));
          await db
            .insertInto('temu_rate_slots')
            .values(missing.map((slot) => ({ bucket, slot, free_at: 0, holder: null })))
            .onConflict((oc) => oc.columns(['bucket', 'slot']).doNothing())
            .execute();
          continue;
        }
        const ready = rows.filter((r) => Number(r.wait) <= 0).sort((a, b) => Number(a.wait) - Number(b.wait));
        for (const r of ready) {
          // Compare and set: of processes racing for one token, the update's re-check lets exactly one through.
          const taken = await db
            .updateTable('temu_rate_slots')
            .set({ holder, free_at: sql<number>`${now} + ${leaseMs}` })
            .where('bucket', '=', bucket)
            .where('slot', '=', r.slot)
            .where('free_at', '<=', now)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) === 1) return giveBack(bucket, r.slot, holder, holdMs);
        }
        if (ready.length > 0) continue;
        const returning = rows.filter((r) => r.holder === null).map((r) => Number(r.wait));
        const soonest = returning.length > 0 ? Math.min(...returning) : pollMs;
        await sleep(Math.max(1, Math.min(soonest, rows.length > returning.length ? pollMs : soonest)));
      }
    },
  };
}

/** The gate when the server shares limits through its database: configured, or by default on PostgreSQL. */
export function temuRateGateFor(ctx: {
  db: Db;
  dialect: Dialect;
  config: { marketplace: { temuSharedRateLimit?: boolean | null } };
}): SharedRateGate | undefined {
  const on = ctx.config.marketplace.temuSharedRateLimit ?? ctx.dialect === 'postgres';
  return on ? createTemuRateGate(ctx.db, ctx.dialect) : undefined;
}
