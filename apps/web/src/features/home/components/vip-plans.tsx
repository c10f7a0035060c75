import type { VipPlan } from '@podbench/contract';
import { Alert, Skeleton } from 'antd';
import { useVipPlans } from '../api/get-vip-plans';
import { FREE_PLAN, HIGHLIGHTED_LEVEL } from './home-data';
import styles from './sections.module.css';
import { VipPlanCard } from './vip-plan-card';

/** Monthly plans per level (from `GET /api/vip/plans`) with the yearly price of the same level beside them. */
function byLevel(plans: readonly VipPlan[]) {
  const monthly = plans.filter((p) => p.period === 'monthly').sort((a, b) => a.level - b.level);
  return monthly.map((plan) => ({ plan, yearly: plans.find((p) => p.level === plan.level && p.period === 'yearly') }));
}

export function VipPlans() {
  const { data, isLoading, isError } = useVipPlans();
  const rows = [{ plan: FREE_PLAN, yearly: undefined }, ...byLevel(data ?? [])];
  return (
    <section id="plans" className={styles.section}>
      <h2 className={styles.sectionTitle}>会员方案</h2>
      <p className={styles.sectionLead}>按经营规模选择，随时升级，余额或在线支付均可开通。</p>
      {isError && (
        <Alert type="warning" showIcon title="会员方案暂时无法加载，请稍后刷新页面。" style={{ marginBottom: 20 }} />
      )}
      <div className={styles.planGrid}>
        {isLoading
          ? [1, 2, 3, 4].map((n) => (
              <div key={n} className={styles.plan}>
                <Skeleton active paragraph={{ rows: 6 }} />
              </div>
            ))
          : rows.map(({ plan, yearly }) => (
              <VipPlanCard key={plan.id} plan={plan} yearly={yearly} highlighted={plan.level === HIGHLIGHTED_LEVEL} />
            ))}
      </div>
      <p className={styles.planNote}>价格与权益以「购买会员」页面显示为准；会员到期后自动恢复为免费版权益。</p>
    </section>
  );
}
