import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import { formatYuan, type VipPlan } from '@podbench/contract';
import { Button, Tag } from 'antd';
import { ACTION_LABELS, benefitLines, PERIOD_UNIT, planAction } from './benefits';
import styles from './vip.module.css';

interface PlanCardProps {
  plan: VipPlan;
  vipType: number;
  highlighted: boolean;
  /** Percent saved by paying yearly (0 hides the note). */
  saving: number;
  /** Absent when the user may not buy (sub-account without vip:buy). */
  onBuy?: (plan: VipPlan) => void;
}

export function PlanCard({ plan, vipType, highlighted, saving, onBuy }: PlanCardProps) {
  const action = planAction(vipType, plan.level);
  const perMonth = plan.period === 'yearly' ? formatYuan(Math.round(plan.priceFen / 12)) : null;
  return (
    <article className={highlighted ? `${styles.plan} ${styles.planHot}` : styles.plan} data-testid="vip-plan">
      {highlighted && <span className={styles.ribbon}>最受欢迎</span>}
      <h3 className={styles.planName}>
        <CrownFilled className={styles.crown} />
        {plan.name}
        {vipType === plan.level && <Tag color="gold">当前等级</Tag>}
      </h3>
      <div className={styles.price}>
        <small>¥</small>
        {formatYuan(plan.priceFen).replace(/\.00$/, '')}
        <span>/ {PERIOD_UNIT[plan.period]}</span>
      </div>
      <div className={styles.priceNote}>
        {perMonth
          ? `折合 ¥${perMonth} / 月${saving > 0 ? `，比按月省 ${saving}%` : ''}`
          : `${plan.durationDays} 天有效`}
      </div>
      <ul className={styles.perks}>
        {benefitLines(plan.benefits).map((line) => (
          <li key={line}>
            <CheckOutlined />
            {line}
          </li>
        ))}
      </ul>
      {onBuy && (
        <Button
          block
          size="large"
          type={highlighted || action === 'renew' ? 'primary' : 'default'}
          disabled={action === 'lower'}
          onClick={() => onBuy(plan)}
        >
          {ACTION_LABELS[action]}
        </Button>
      )}
    </article>
  );
}
