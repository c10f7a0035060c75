import { VIP_BUY, type VipPeriod, type VipPlan } from '@podbench/contract';
import { Button, Card, Empty, Flex, Result, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useHasPermi } from '@/shared/permission';
import { useVipCurrent } from '../api/get-vip-current';
import { useVipPlans } from '../api/get-vip-plans';
import { yearlySaving } from './benefits';
import { BuyVipModal } from './buy-vip-modal';
import { CurrentVipCard } from './current-vip-card';
import { PlanCard } from './plan-card';
import styles from './vip.module.css';

/** The middle level is the one most sellers pick; it gets the highlight. */
const HIGHLIGHT_LEVEL = 2;

/** /system/vip: current level and expiry, plans side by side per period, buy or renew. */
export default function VipPage() {
  const canBuy = useHasPermi([VIP_BUY]);
  const plans = useVipPlans();
  const current = useVipCurrent();
  const [period, setPeriod] = useState<VipPeriod>('monthly');
  const [buying, setBuying] = useState<VipPlan | null>(null);
  const vipType = current.data?.vipType ?? -1;
  const shown = (plans.data ?? []).filter((p) => p.period === period).sort((a, b) => a.level - b.level);
  const bestSaving = Math.max(
    0,
    ...(plans.data ?? []).filter((p) => p.period === 'yearly').map((p) => yearlySaving(p, plans.data ?? [])),
  );

  let body = <Skeleton active paragraph={{ rows: 10 }} />;
  if (plans.isError) {
    body = (
      <Result
        status="error"
        title="会员套餐加载失败"
        extra={<Button onClick={() => void plans.refetch()}>重新加载</Button>}
      />
    );
  } else if (plans.data && shown.length === 0) {
    body = <Empty description="暂无在售的会员套餐" />;
  } else if (plans.data) {
    body = (
      <div className={styles.plans}>
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            vipType={vipType}
            highlighted={plan.level === HIGHLIGHT_LEVEL}
            saving={yearlySaving(plan, plans.data)}
            onBuy={canBuy && current.data ? setBuying : undefined}
          />
        ))}
      </div>
    );
  }

  return (
    <Flex vertical gap={20}>
      <CurrentVipCard current={current.data} loading={current.isLoading} />
      <Card variant="borderless" title="会员套餐" extra={!canBuy && '当前子账号无购买权限，请联系主账号开通'}>
        <div className={styles.periodBar}>
          <Segmented<VipPeriod>
            size="large"
            value={period}
            onChange={setPeriod}
            options={[
              { value: 'monthly', label: '按月开通' },
              { value: 'yearly', label: bestSaving > 0 ? `按年开通（最高省 ${bestSaving}%）` : '按年开通' },
            ]}
          />
        </div>
        {body}
      </Card>
      <BuyVipModal plan={buying} onClose={() => setBuying(null)} />
    </Flex>
  );
}
