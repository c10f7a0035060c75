import { shanghaiDayIndex } from '@podbench/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { Lru, perOwner } from '../../lib/owner-cache';

/**
 * Answers derived from a seller's orders, kept per database handle and reused while the seller's data is unchanged.
 * The signature says what they were computed from: the latest `updated_at` of the seller's orders (every insert and
 * state move sets it; payments and refunds move state in the same transaction), templates and online products (the
 * supply prices), and today's Shanghai day (the trend's window). Each lookup asks the database for the signature
 * (three index-only max() reads, stats_*_updated_idx of migration 0036), so every process stays exact: another
 * process's write changes the signature. Bounded: the least recently used answers go first.
 */
interface Entry {
  sig: string;
  value: unknown;
}

const MAX_ENTRIES = 2_000;
const cacheOf = perOwner(() => new Lru<string, Entry>(MAX_ENTRIES));

/** What the seller's order-derived answers were computed from (see above). */
export async function sellerSignature(db: Executor, mainId: number, now = Date.now()): Promise<string> {
  const r = await sql<{ o: unknown; t: unknown; p: unknown }>`select
      (select max(updated_at) from temu_orders where main_id = ${mainId}) as o,
      (select max(updated_at) from temu_templates where main_id = ${mainId}) as t,
      (select max(updated_at) from temu_online_products where main_id = ${mainId}) as p`.execute(db);
  const row = r.rows[0];
  return `${String(row?.o ?? '')}:${String(row?.t ?? '')}:${String(row?.p ?? '')}:${shanghaiDayIndex(now)}`;
}

/** The cached answer for `key` when its signature is `sig`; otherwise computes, keeps and answers it. */
export async function cached<T>(db: Executor, key: string, sig: string, compute: () => Promise<T>): Promise<T> {
  const m = cacheOf(db);
  const hit = m.get(key);
  if (hit && hit.sig === sig) return hit.value as T;
  const value = await compute();
  m.set(key, { sig, value });
  return value;
}
