import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { VIP_PLANS } from './home-data';
import styles from './home.module.css';

export function VipPlans() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  return (
    <section id="plans" className={styles.section}>
      <h2 className={styles.sectionTitle}>会员方案</h2>
      <p className={styles.sectionLead}>按经营规模选择，随时升级，余额或在线支付均可开通。</p>
      <div className={styles.planGrid}>
        {VIP_PLANS.map((plan) => (
          <article key={plan.name} className={plan.highlight ? `${styles.plan} ${styles.planHot}` : styles.plan}>
            {plan.highlight && <span className={styles.planBadge}>最受欢迎</span>}
            <h3>
              {plan.name !== '免费版' && <CrownFilled className={styles.crown} />}
              {plan.name}
            </h3>
            <div className={styles.price}>
              <small>¥</small>
              {plan.price}
              <span>/ {plan.period}</span>
            </div>
            <ul>
              {plan.perks.map((perk) => (
                <li key={perk}>
                  <CheckOutlined /> {perk}
                </li>
              ))}
            </ul>
            <Button
              block
              type={plan.highlight ? 'primary' : 'default'}
              onClick={() => navigate(signedIn ? '/system/vip' : '/register')}
            >
              {plan.price === '0' ? '免费开始' : signedIn ? '去开通' : '注册后开通'}
            </Button>
          </article>
        ))}
      </div>
      <p className={styles.planNote}>以上为参考方案，开通时以「购买会员」页面显示的价格与权益为准。</p>
    </section>
  );
}
