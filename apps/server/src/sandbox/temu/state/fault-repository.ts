import { sql } from 'kysely';
import type { Executor } from '../../../db';

export type FaultKind = 'system_exception' | 'rate_limit';

export async function addFault(
  db: Executor,
  f: { kind: FaultKind; count: number; type?: string | null; mallId?: string | null; everyN?: number | null },
) {
  await db
    .insertInto('sandbox_temu_faults')
    .values({
      kind: f.kind,
      remaining: f.count,
      type: f.type ?? null,
      mall_id: f.mallId ?? null,
      every_n: f.everyN ?? null,
      created_at: Date.now(),
    })
    .execute();
}

/**
 * Takes one pending fault matching this call, if any. The decrement is conditional on `remaining > 0`, so
 * concurrent calls (several processes) never take more failures than were asked for. An every-n-th fault counts
 * matching calls atomically (`seen`) and fails the call whose count is a multiple of n.
 */
export async function takeFault(
  db: Executor,
  call: { type: string; mallId: string | null },
): Promise<FaultKind | null> {
  const candidates = await db
    .selectFrom('sandbox_temu_faults')
    .select(['id', 'kind', 'type', 'mall_id', 'every_n'])
    .where('remaining', '>', 0)
    .orderBy('id')
    .limit(20)
    .execute();
  for (const f of candidates) {
    if (f.type !== null && f.type !== call.type) continue;
    if (f.mall_id !== null && f.mall_id !== call.mallId) continue;
    const kind: FaultKind = f.kind === 'rate_limit' ? 'rate_limit' : 'system_exception';
    if (f.every_n !== null) {
      const n = Number(f.every_n);
      const row = await db
        .updateTable('sandbox_temu_faults')
        .set({ seen: sql`seen + 1` })
        .where('id', '=', f.id)
        .returning(['seen'])
        .executeTakeFirst();
      if (!row || Number(row.seen) % n !== 0) continue;
    }
    const r = await db
      .updateTable('sandbox_temu_faults')
      .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
      .where('id', '=', f.id)
      .where('remaining', '>', 0)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) return kind;
  }
  return null;
}
