import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import type { VipPlan } from '@podbench/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { fenToYuan } from '@/shared/utils/money';
import styles from './sections.module.css';

const perks = ({ benefits: b }: VipPlan) => [
  `授权 ${b.shopLimit} 家店铺`,
  `${b.subAccountLimit} 个子账号`,
  `图库空间 ${formatFileSize(b.storageQuotaBytes)}`,
  `每日发布 ${b.dailyPublishQuota.toLocaleString('zh-CN')} 次`,
  b.discountPercent > 0 ? `生产底价立减 ${b.discountPercent}%` : '标准生产底价',
];

const yuan = (fen: number) => fenToYuan(fen).replace(/\.00$/, '');

interface VipPlanCardProps {
  plan: VipPlan;
  yearly?: VipPlan;
  highlighted: boolean;
}

export function VipPlanCard({ plan, yearly, highlighted }: VipPlanCardProps) {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  const free = plan.priceFen === 0;
  return (
    <article className={highlighted ? `${styles.plan} ${styles.planHot}` : styles.plan}>
      {highlighted && <span className={styles.planBadge}>最受欢迎</span>}
      <h3>
        {!free && <CrownFilled className={styles.crown} />}
        {plan.name}
      </h3>
      <div className={styles.price}>
        <small>¥</small>
        {yuan(plan.priceFen)}
        <span>/ {free ? '永久' : '月'}</span>
      </div>
      <div className={styles.yearly}>{yearly ? `年付 ¥${yuan(yearly.priceFen)}` : ' '}</div>
      <ul>
        {perks(plan).map((perk) => (
          <li key={perk}>
            <CheckOutlined /> {perk}
          </li>
        ))}
      </ul>
      <Button
        block
        type={highlighted ? 'primary' : 'default'}
        onClick={() => navigate(signedIn ? (free ? '/' : '/system/vip') : '/register')}
      >
        {free ? '免费开始' : signedIn ? '去开通' : '注册后开通'}
      </Button>
    </article>
  );
}
