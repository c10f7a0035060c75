import type { Executor } from '../../db';
import { REMOVAL_KIND } from './keys';

const TASK_COLUMNS = [
  'id',
  'main_id',
  'group_key',
  'payload',
  'status',
  'progress',
  'result',
  'error',
  'created_at',
  'finished_at',
] as const;

export async function findBatchTasks(db: Executor, mainId: number, batchId: string) {
  return db
    .selectFrom('jobs')
    .select(TASK_COLUMNS)
    .where('main_id', '=', mainId)
    .where('group_key', '=', batchId)
    .where('kind', '=', REMOVAL_KIND)
    .orderBy('id')
    .execute();
}
export type TaskRow = Awaited<ReturnType<typeof findBatchTasks>>[number];

export async function findTasks(db: Executor, mainId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('jobs')
    .select(TASK_COLUMNS)
    .where('main_id', '=', mainId)
    .where('kind', '=', REMOVAL_KIND)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function setTaskResult(db: Executor, id: number, result: string) {
  await db.updateTable('jobs').set({ result, updated_at: Date.now() }).where('id', '=', id).execute();
}

/** Finished removal tasks older than `before`, any seller (their results expire). */
export async function findExpiredTasks(db: Executor, before: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'main_id'])
    .where('kind', '=', REMOVAL_KIND)
    .where('status', 'in', ['done', 'failed'])
    .where('finished_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteTasks(db: Executor, ids: number[]) {
  if (ids.length) await db.deleteFrom('jobs').where('id', 'in', ids).execute();
}
