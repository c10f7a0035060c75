import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db';

/** Namespace of the advisory lock, shifted above the 32 bits of the main account id. */
const LOCK_NS = 0x6761 * 2 ** 32;

/**
 * Serialises, per seller, everything that places or removes their stored objects and changes their storage use:
 * committing uploads (quota check + insert), purging images. Held until the transaction ends. PostgreSQL: an
 * advisory lock (other processes wait on it; the users row stays free for balance updates). SQLite: a write
 * transaction already excludes every other writer, so nothing more is needed.
 */
export async function lockSellerFiles(trx: Executor, mainId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${LOCK_NS + mainId}::bigint)`.execute(trx);
}
