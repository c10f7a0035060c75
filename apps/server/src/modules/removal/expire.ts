import type { AppContext } from '../../context';
import { RESULT_TTL_MS, resultKey, resultPreviewKey } from './keys';
import { deleteTasks, findExpiredTasks } from './repository';

/** Finished tasks older than a week go, with their result files (saved results live on as gallery images). */
export async function expireRemovalTasks(ctx: AppContext, now = Date.now()): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = await findExpiredTasks(ctx.db, now - RESULT_TTL_MS, 200);
    if (!due.length) return removed;
    for (const t of due) {
      const mainId = Number(t.main_id);
      await Promise.all([
        ctx.storage.delete(resultKey(mainId, Number(t.id))),
        ctx.storage.delete(resultPreviewKey(mainId, Number(t.id))),
      ]);
    }
    await deleteTasks(
      ctx.db,
      due.map((t) => Number(t.id)),
    );
    removed += due.length;
  }
}
