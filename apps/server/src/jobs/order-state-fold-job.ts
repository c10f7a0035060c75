import { z } from 'zod';
import { foldOrderStateDeltas } from '../modules/statistics/order-state-counts';
import { defineJob, jobKind } from './definition';

/** How often the order-state deltas of every seller are folded into the counts (PostgreSQL; a no-op on SQLite). */
export const ORDER_STATE_FOLD_EVERY_MS = 10 * 60_000;

/**
 * Folds the deltas PostgreSQL's triggers append (migration 0042) for sellers nobody reads the counts of; a read
 * folds its own seller's past 200 rows. One statement, safe to run in several processes at once.
 */
export const ORDER_STATE_FOLD = jobKind({ kind: 'order-state.fold', payload: z.object({}), lane: 'maintenance' });
export const orderStateFoldJob = defineJob(ORDER_STATE_FOLD, async (ctx) => {
  await foldOrderStateDeltas(ctx.db);
  return {};
});
