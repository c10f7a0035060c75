import type { Executor } from '../index';

const GB = 1024 ** 3;

/** One row per level and period; both periods of a level carry the same benefits (benefits belong to a level). */
const LEVELS = [
  {
    level: 1,
    name: 'VIP1 基础版',
    monthly: 9_900,
    yearly: 99_900,
    discount: 3,
    shops: 5,
    subs: 3,
    storage: 5,
    publish: 200,
  },
  {
    level: 2,
    name: 'VIP2 专业版',
    monthly: 29_900,
    yearly: 299_900,
    discount: 6,
    shops: 20,
    subs: 10,
    storage: 20,
    publish: 1_000,
  },
  {
    level: 3,
    name: 'VIP3 旗舰版',
    monthly: 69_900,
    yearly: 699_900,
    discount: 10,
    shops: 50,
    subs: 30,
    storage: 100,
    publish: 5_000,
  },
] as const;

/** Base data: seeds VIP1–VIP3 monthly and yearly plans when there are none (operators edit them later). */
export async function seedVipPlans(db: Executor) {
  const existing = await db.selectFrom('vip_plans').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = Date.now();
  let order = 1;
  for (const l of LEVELS) {
    for (const period of ['monthly', 'yearly'] as const) {
      await db
        .insertInto('vip_plans')
        .values({
          level: l.level,
          name: l.name,
          period,
          duration_days: period === 'monthly' ? 30 : 365,
          price_fen: period === 'monthly' ? l.monthly : l.yearly,
          discount_percent: l.discount,
          shop_limit: l.shops,
          sub_account_limit: l.subs,
          storage_quota_bytes: l.storage * GB,
          daily_publish_quota: l.publish,
          status: 0,
          order_num: order++,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['level', 'period']).doNothing())
        .execute();
    }
  }
  return true;
}
