import {
  type RechargeOrderCreated,
  RechargeStatus,
  type RechargeStatusResult,
  VIP_PERIOD_LABELS,
  type VipPlan,
} from '@podbench/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Result } from 'antd';
import { useCallback, useState } from 'react';
import { useVipCurrent } from '../api/get-vip-current';
import { afterMoneyChange } from '../api/wallet-cache';
import { PayOrderPanel } from '../pay/pay-order-panel';
import { parseTime } from '@/shared/utils/parse-time';
import { BuyConfirm } from './buy-confirm';

type Stage =
  | { step: 'confirm' }
  | { step: 'pay'; order: RechargeOrderCreated }
  | { step: 'paid' }
  | { step: 'failed'; result: RechargeStatusResult };

function BuyFlow({ plan, onClose }: { plan: VipPlan; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: current } = useVipCurrent();
  const [stage, setStage] = useState<Stage>({ step: 'confirm' });
  const onSettled = useCallback(
    (result: RechargeStatusResult) => {
      if (result.status !== RechargeStatus.PAID) return setStage({ step: 'failed', result });
      setStage({ step: 'paid' });
      void afterMoneyChange(queryClient);
    },
    [queryClient],
  );

  if (stage.step === 'confirm') {
    return (
      <BuyConfirm
        plan={plan}
        onPaid={() => setStage({ step: 'paid' })}
        onOrder={(order) => setStage({ step: 'pay', order })}
        onCancel={onClose}
      />
    );
  }
  if (stage.step === 'pay') {
    return (
      <PayOrderPanel
        order={stage.order}
        onSettled={onSettled}
        onCancel={() => setStage({ step: 'confirm' })}
        cancelText="更换支付方式"
      />
    );
  }
  const done = (
    <Button type="primary" onClick={onClose}>
      完成
    </Button>
  );
  if (stage.step === 'failed') {
    return <Result status="warning" title="支付未完成" subTitle="订单已关闭或超时，未扣款。" extra={done} />;
  }
  const expire = current?.vipExpireTime;
  return (
    <Result
      status="success"
      title="会员开通成功"
      subTitle={`${plan.name} 已生效${expire ? `，有效期至 ${parseTime(expire, '{y}-{m}-{d} {h}:{i}')}` : ''}`}
      extra={done}
    />
  );
}

/** Buy or renew one plan: quote → pay (balance or QR) → result. Closing resets it. */
export function BuyVipModal({ plan, onClose }: { plan: VipPlan | null; onClose: () => void }) {
  return (
    <Modal
      open={plan !== null}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      title={plan ? `购买 ${plan.name} · ${VIP_PERIOD_LABELS[plan.period]}` : ''}
    >
      {plan && <BuyFlow key={plan.id} plan={plan} onClose={onClose} />}
    </Modal>
  );
}
