import { SheinApiError } from '@podbench/shein';
import type { Executor } from '../../db';
import { AppError, notFound } from '../../lib/app-error';
import { publicMessage } from '../../lib/public-message';
import type { AnyPublishing } from './marketplaces';
import { notifyPublishFailed } from '../notification/hooks';
import { syncAfterPublish } from '../online-product/auto-sync';

/**
 * The publish state machine both marketplaces share: queued → adding → success | failed (Temu also deferred, to
 * the next Beijing day). Every move is conditional on the state it leaves, so two workers never both move one
 * publish; a failed publish is the only one a seller retries.
 */
export const OPEN_PUBLISH_STATES = ['queued', 'adding', 'deferred'] as const;

/** The public texts of the core (Chinese, fit for a seller). */
export const PUBLISH_TEXT = {
  templateGone: '模板已删除',
  templateMissing: '模板不存在',
  publishMissing: '发布记录不存在',
  onlyFailedRetry: '只有失败的发布可以重试',
  shopUnavailable: '店铺不可用',
  system: '发布失败：系统内部错误，请稍后重试',
  deletedTemplateTitle: '（模板已删除）',
} as const;

/** What a seller may read about a failed run: the marketplace's or our own people-facing message, never internals. */
export function publishErrorText(err: unknown): string {
  if (err instanceof SheinApiError) return err.message;
  return publicMessage(err, PUBLISH_TEXT.system);
}

/** Moves a publish from one of `from` to `to` with `set`; false when another worker moved it first. */
export async function movePublish<M extends AnyPublishing>(
  db: Executor,
  m: M,
  id: number,
  from: readonly string[],
  to: string,
  set: Record<string, string | number | null>,
  now = Date.now(),
): Promise<boolean> {
  const r = await db
    .updateTable(m.publishes as 'temu_publishes')
    .set({ ...set, state: to, updated_at: now })
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  const moved = Number(r.numUpdatedRows) > 0;
  if (moved && to === 'failed') await notifyPublishFailed(db, m.publishes, id);
  if (moved && to === 'success' && m.publishes === 'temu_publishes') await syncAfterPublish(db, id, now);
  return moved;
}

/**
 * 重试: a failed publish goes back to the queue with its attempts reset, and `queue` puts its run on the job queue in
 * the same transaction (a crash leaves neither without the other). 404 for another seller's publish, 400 when it is
 * not failed.
 */
export async function retryFailedPublish(
  db: Executor,
  m: AnyPublishing,
  mainId: number,
  id: number,
  queue: (trx: Executor, shopId: number) => Promise<unknown>,
): Promise<number> {
  const moved = await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable(m.publishes as 'temu_publishes')
      .set({ state: 'queued', attempts: 0, error: null, finished_at: null, updated_at: Date.now() })
      .where('id', '=', id)
      .where('main_id', '=', mainId)
      .where('state', '=', 'failed')
      .returning('shop_id')
      .executeTakeFirst();
    if (r) await queue(trx, Number(r.shop_id));
    return r;
  });
  if (moved) return Number(moved.shop_id);
  const row = await db
    .selectFrom(m.publishes as 'temu_publishes')
    .select('state')
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (!row) throw notFound(PUBLISH_TEXT.publishMissing);
  throw new AppError(400, PUBLISH_TEXT.onlyFailedRetry);
}

/** How many publishes are in each state (every state listed, 0 when none), and the total of the chosen one. */
export async function publishStateCounts<S extends string>(
  db: Executor,
  m: AnyPublishing,
  mainId: number,
  states: readonly S[],
  filter: { shopId?: number | undefined; templateId?: number | undefined; state?: S | undefined },
): Promise<{ counts: Record<S, number>; total: number }> {
  let q = db.selectFrom(m.publishes as 'temu_publishes').where('main_id', '=', mainId);
  if (filter.shopId) q = q.where('shop_id', '=', filter.shopId);
  if (filter.templateId) q = q.where('template_id', '=', filter.templateId);
  const byState = await q
    .select(['state', (eb) => eb.fn.countAll().as('n')])
    .groupBy('state')
    .execute();
  const counts = Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
  for (const c of byState) if (c.state in counts) counts[c.state as S] = Number(c.n);
  const total = filter.state ? counts[filter.state] : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return { counts, total };
}
