import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { ShopState } from '../shop/repository';

/** The seller's live Temu shops (or the one asked for): what a sync covers. Another seller's shop id → 404. */
export async function syncableShops(db: Executor, mainId: number, shopId?: number) {
  let q = db
    .selectFrom('shops')
    .select(['id', 'main_id', 'mall_name'])
    .where('main_id', '=', mainId)
    .where('platform', '=', 'temu')
    .where('unbound_at', 'is', null)
    .where('status', '=', ShopState.LIVE);
  if (shopId !== undefined) q = q.where('id', '=', shopId);
  const rows = await q.orderBy('id').execute();
  if (shopId !== undefined && rows.length === 0) throw notFound('店铺不存在、已解绑或授权已失效');
  return rows.map((r) => ({ id: Number(r.id), mainId: Number(r.main_id), name: r.mall_name }));
}

/** Every seller's live Temu shops, for the scheduled sync. */
export async function allSyncableShops(db: Executor) {
  const rows = await db
    .selectFrom('shops')
    .select(['id', 'main_id'])
    .where('platform', '=', 'temu')
    .where('unbound_at', 'is', null)
    .where('status', '=', ShopState.LIVE)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), mainId: Number(r.main_id) }));
}

/** Shop names by id, for list rows. */
export async function shopNames(db: Executor, mainId: number) {
  const rows = await db.selectFrom('shops').select(['id', 'mall_name']).where('main_id', '=', mainId).execute();
  return new Map(rows.map((r) => [Number(r.id), r.mall_name]));
}
