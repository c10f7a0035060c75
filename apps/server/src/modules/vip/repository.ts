import type { Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { VipPurchasesTable } from '../../db/schema-money';

/** Plans on sale, as the plans page shows them: by level, then the operator's order. */
export async function listPlansOnSale(db: Executor) {
  return db.selectFrom('vip_plans').selectAll().where('status', '=', 0).orderBy('level').orderBy('order_num').execute();
}

export async function findPlan(db: Executor, id: number) {
  return db.selectFrom('vip_plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The plan whose benefits a level grants (benefits belong to a level; its first plan by order carries them). */
export async function findLevelPlan(db: Executor, level: number) {
  return db
    .selectFrom('vip_plans')
    .selectAll()
    .where('level', '=', level)
    .orderBy('status')
    .orderBy('order_num')
    .limit(1)
    .executeTakeFirst();
}

export async function readVipState(db: Executor, mainId: number) {
  const r = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_expire_time', 'balance_fen'])
    .where('id', '=', mainId)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    level: Number(r.vip_level),
    expireTime: r.vip_expire_time === null ? null : Number(r.vip_expire_time),
    balanceFen: Number(r.balance_fen),
  };
}

/**
 * Writes level and expiry together: accounts derive vipType from both (level while expiry > now, else -1), so the
 * pair must always describe one membership.
 */
export async function setVip(db: Executor, mainId: number, level: number, expireTime: number, now: number) {
  await db
    .updateTable('users')
    .set({ vip_level: level, vip_expire_time: expireTime, updated_at: now })
    .where('id', '=', mainId)
    .execute();
}

export async function insertPurchase(db: Executor, values: Insertable<VipPurchasesTable>) {
  await db.insertInto('vip_purchases').values(values).execute();
}
