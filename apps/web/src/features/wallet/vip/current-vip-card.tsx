import { CrownFilled } from '@ant-design/icons';
import { DAY_MS, type VipCurrent } from '@podbench/contract';
import { Card, Skeleton, Tag, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { benefitLines } from './benefits';
import styles from './vip.module.css';

/** Remaining whole days, counting a started day (so a membership ending tonight reads as 1 day). */
const daysLeft = (expire: number) => Math.max(0, Math.ceil((expire - Date.now()) / DAY_MS));

export function CurrentVipCard({ current, loading }: { current: VipCurrent | undefined; loading: boolean }) {
  if (loading || !current) {
    return (
      <Card variant="borderless">
        <Skeleton avatar active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  const active = current.vipType > -1;
  const expire = current.vipExpireTime;
  const left = expire ? daysLeft(expire) : 0;
  return (
    <Card variant="borderless">
      <div className={styles.current} data-testid="vip-current">
        <div className={active ? styles.badge : `${styles.badge} ${styles.badgeNone}`}>
          <CrownFilled />
        </div>
        <div className={styles.currentMain}>
          <p className={styles.levelName}>
            {active ? current.levelName : '普通用户'}
            {active && (
              <Tag color="gold" style={{ marginLeft: 10, verticalAlign: 'middle' }}>
                VIP{current.vipType}
              </Tag>
            )}
          </p>
          <Typography.Text type="secondary">
            {active && expire
              ? `有效期至 ${parseTime(expire, '{y}-{m}-{d} {h}:{i}')}，剩余 ${left} 天`
              : '尚未开通会员，开通后立享生产底价折扣与更多店铺、子账号、图库额度'}
          </Typography.Text>
          <div className={styles.perkTags}>
            {benefitLines(current.benefits).map((line) => (
              <Tag key={line} color={active ? 'purple' : 'default'}>
                {line}
              </Tag>
            ))}
          </div>
        </div>
      </div>
    </Card>
  );
}
