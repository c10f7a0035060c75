import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import type { VipPlan } from '@podbench/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { fenToYuan } from '@/shared/utils/money';
import { HIGHLIGHTED_LEVEL, REFERENCE_PLANS } from './home-data';
import styles from './sections.module.css';

const perks = ({ benefits: b }: VipPlan) => [
  `授权 ${b.shopLimit} 家店铺`,
  `${b.subAccountLimit} 个子账号`,
  `图库空间 ${formatFileSize(b.storageQuotaBytes)}`,
  `每日发布 ${b.dailyPublishQuota.toLocaleString('zh-CN')} 次`,
  b.discountPercent > 0 ? `生产底价立减 ${b.discountPercent}%` : '标准生产底价',
];

export function VipPlans() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  return (
    <section id="plans" className={styles.section}>
      <h2 className={styles.sectionTitle}>会员方案</h2>
      <p className={styles.sectionLead}>按经营规模选择，随时升级，余额或在线支付均可开通。</p>
      <div className={styles.planGrid}>
        {REFERENCE_PLANS.map((plan) => {
          const hot = plan.level === HIGHLIGHTED_LEVEL;
          const free = plan.priceFen === 0;
          return (
            <article key={plan.id} className={hot ? `${styles.plan} ${styles.planHot}` : styles.plan}>
              {hot && <span className={styles.planBadge}>最受欢迎</span>}
              <h3>
                {!free && <CrownFilled className={styles.crown} />}
                {plan.name}
              </h3>
              <div className={styles.price}>
                <small>¥</small>
                {fenToYuan(plan.priceFen).replace(/\.00$/, '')}
                <span>/ {plan.periodText}</span>
              </div>
              <ul>
                {perks(plan).map((perk) => (
                  <li key={perk}>
                    <CheckOutlined /> {perk}
                  </li>
                ))}
              </ul>
              <Button
                block
                type={hot ? 'primary' : 'default'}
                onClick={() => navigate(signedIn ? (free ? '/' : '/system/vip') : '/register')}
              >
                {free ? '免费开始' : signedIn ? '去开通' : '注册后开通'}
              </Button>
            </article>
          );
        })}
      </div>
      <p className={styles.planNote}>以上为月度参考价，另有年度方案；开通时以「购买会员」页面显示的价格与权益为准。</p>
    </section>
  );
}
