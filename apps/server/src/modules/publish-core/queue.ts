import type { Executor } from '../../db';
import type { AnyPublishing } from './marketplaces';

/**
 * Writes the publishes of one request (template × shop pairs) inside the caller's transaction: a new row per pair
 * never published, and the pairs whose state is in `again` (failed; Shein also success, which runs as an edit)
 * back to queued with attempts reset. Pairs still running are left alone. Returns the publishes to run and how many
 * rows are new (Temu counts them against its daily quota first, through `beforeInsert`).
 */
export async function writeRequestedPublishes(
  trx: Executor,
  m: AnyPublishing,
  mainId: number,
  templateIds: number[],
  shopIds: number[],
  again: readonly string[],
  now: number,
  beforeInsert: (count: number) => Promise<void> = async () => {},
): Promise<{ run: Array<{ id: number; shopId: number }>; fresh: number }> {
  const existing = await trx
    .selectFrom(m.publishes as 'temu_publishes')
    .select(['id', 'template_id', 'shop_id', 'state'])
    .where('main_id', '=', mainId)
    .where('template_id', 'in', templateIds)
    .where('shop_id', 'in', shopIds)
    .execute();
  const byKey = new Map(existing.map((e) => [`${e.template_id}:${e.shop_id}`, e]));
  const fresh: Array<{ template_id: number; shop_id: number }> = [];
  const requeue: number[] = [];
  for (const t of new Set(templateIds))
    for (const s of new Set(shopIds)) {
      const e = byKey.get(`${t}:${s}`);
      if (!e) fresh.push({ template_id: t, shop_id: s });
      else if (again.includes(e.state)) requeue.push(Number(e.id));
    }
  const run: Array<{ id: number; shopId: number }> = [];
  if (fresh.length > 0) {
    await beforeInsert(fresh.length);
    const made = await trx
      .insertInto(m.publishes as 'temu_publishes')
      .values(fresh.map((f) => ({ main_id: mainId, ...f, state: 'queued', created_at: now, updated_at: now })))
      .returning(['id', 'shop_id'])
      .execute();
    run.push(...made.map((r) => ({ id: Number(r.id), shopId: Number(r.shop_id) })));
  }
  if (requeue.length > 0) {
    const moved = await trx
      .updateTable(m.publishes as 'temu_publishes')
      .set({ state: 'queued', attempts: 0, error: null, finished_at: null, updated_at: now })
      .where('id', 'in', requeue)
      .where('state', 'in', [...again])
      .returning(['id', 'shop_id'])
      .execute();
    run.push(...moved.map((r) => ({ id: Number(r.id), shopId: Number(r.shop_id) })));
  }
  return { run, fresh: fresh.length };
}
