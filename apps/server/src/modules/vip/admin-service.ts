import type { AdminVipPlan, VipPlanSaveBody } from '@podbench/contract';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/service';
import { toVipPlan } from './mapping';

export async function listAllPlans(db: Executor): Promise<AdminVipPlan[]> {
  const rows = await db
    .selectFrom('vip_plans')
    .selectAll()
    .orderBy('level')
    .orderBy('order_num')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...toVipPlan(r), status: Number(r.status), orderNum: Number(r.order_num) }));
}

/**
 * Saves a plan's name, price, duration and sale status, and its benefits on every plan of the same level. Paid
 * purchases keep what they paid; members see the new benefits at once (benefits are read from the level).
 */
export async function saveVipPlan(db: Executor, operatorId: number, body: VipPlanSaveBody) {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('vip_plans').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!before) throw notFound('会员套餐不存在');
    const now = Date.now();
    await trx
      .updateTable('vip_plans')
      .set({
        name: body.name,
        price_fen: body.priceFen,
        duration_days: body.durationDays,
        status: body.status,
        updated_at: now,
      })
      .where('id', '=', body.id)
      .execute();
    const b = body.benefits;
    await trx
      .updateTable('vip_plans')
      .set({
        discount_percent: b.discountPercent,
        shop_limit: b.shopLimit,
        sub_account_limit: b.subAccountLimit,
        storage_quota_bytes: b.storageQuotaBytes,
        daily_publish_quota: b.dailyPublishQuota,
        updated_at: now,
      })
      .where('level', '=', before.level)
      .execute();
    const after = await trx.selectFrom('vip_plans').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId,
      action: 'vip.plan.save',
      targetType: 'vip_plan',
      targetId: body.id,
      before: toVipPlan(before),
      after: { ...toVipPlan(after), status: Number(after.status) },
    });
  });
  return listAllPlans(db);
}
