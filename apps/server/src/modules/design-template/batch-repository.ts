import type { Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { DesignBatchesTable, DesignBatchItemsTable } from '../../db/schema-design-template';

export async function insertBatch(db: Executor, values: Insertable<DesignBatchesTable>): Promise<number> {
  const row = await db.insertInto('design_batches').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertBatchItem(db: Executor, values: Insertable<DesignBatchItemsTable>): Promise<void> {
  await db.insertInto('design_batch_items').values(values).execute();
}

/** The caller's batch; another seller's id reads as missing. */
export async function findOwnBatch(db: Executor, mainId: number, id: number) {
  return db
    .selectFrom('design_batches')
    .selectAll()
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
}

export async function itemsOfBatch(db: Executor, mainId: number, batchId: number) {
  return db
    .selectFrom('design_batch_items')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('main_id', '=', mainId)
    .orderBy('order_num')
    .execute();
}

/** The newest batches with their created / failed counts. */
export async function recentBatches(db: Executor, mainId: number, limit: number) {
  const batches = await db
    .selectFrom('design_batches')
    .selectAll()
    .where('main_id', '=', mainId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (!batches.length) return { batches, counts: [] };
  const counts = await db
    .selectFrom('design_batch_items')
    .select(['batch_id', 'status', (eb) => eb.fn.countAll().as('n')])
    .where('main_id', '=', mainId)
    .where(
      'batch_id',
      'in',
      batches.map((b) => Number(b.id)),
    )
    .groupBy(['batch_id', 'status'])
    .execute();
  return { batches, counts };
}
