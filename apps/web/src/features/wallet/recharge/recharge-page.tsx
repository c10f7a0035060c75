import {
  type RechargeOrderCreated,
  RechargeStatus,
  type RechargeStatusResult,
  WALLET_RECHARGE,
} from '@podbench/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Row, Steps } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useHasPermi } from '@/shared/permission';
import { useCreateRecharge } from '../api/create-recharge';
import { afterMoneyChange } from '../api/wallet-cache';
import { yuanText } from '../components/money';
import { NoPermission } from '../components/no-permission';
import { PayOrderPanel } from '../pay/pay-order-panel';
import { type RechargeChoice, RechargeForm } from './recharge-form';
import { RechargeResult } from './recharge-result';
import { RechargeTips } from './recharge-tips';
import styles from './recharge.module.css';

type Stage =
  | { step: 'form' }
  | { step: 'pay'; order: RechargeOrderCreated }
  | { step: 'done'; result: RechargeStatusResult };

const STEP_INDEX = { form: 0, pay: 1, done: 2 } as const;

/** /system/recharge: amount and method → QR with countdown and live status → result; the header follows. */
export default function RechargePage() {
  const allowed = useHasPermi([WALLET_RECHARGE]);
  const balance = useAuthStore((s) => s.userInfo?.balance ?? 0);
  const [params] = useSearchParams();
  const initialFen = Number(params.get('amount')) || null;
  const queryClient = useQueryClient();
  const create = useCreateRecharge();
  const [stage, setStage] = useState<Stage>({ step: 'form' });

  const onSubmit = (choice: RechargeChoice) =>
    create.mutateAsync(choice).then(
      (order) => setStage({ step: 'pay', order }),
      () => undefined, // the request layer has shown why
    );
  const onSettled = useCallback(
    (result: RechargeStatusResult) => {
      setStage({ step: 'done', result });
      if (result.status === RechargeStatus.PAID) void afterMoneyChange(queryClient);
    },
    [queryClient],
  );

  if (!allowed) return <NoPermission action="充值" />;
  const failed = stage.step === 'done' && stage.result.status !== RechargeStatus.PAID;
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={16}>
        <Card variant="borderless" title="在线充值">
          <Steps
            className={styles.steps}
            current={STEP_INDEX[stage.step]}
            status={failed ? 'error' : stage.step === 'done' ? 'finish' : 'process'}
            items={[{ title: '选择金额' }, { title: '扫码支付' }, { title: '充值完成' }]}
          />
          {stage.step === 'form' && (
            <>
              <div className={styles.balance}>
                <span>当前余额</span>
                <span className={styles.balanceValue}>{yuanText(balance)}</span>
              </div>
              <RechargeForm initialFen={initialFen} submitting={create.isPending} onSubmit={onSubmit} />
            </>
          )}
          {stage.step === 'pay' && (
            <PayOrderPanel order={stage.order} onSettled={onSettled} onCancel={() => setStage({ step: 'form' })} />
          )}
          {stage.step === 'done' && <RechargeResult result={stage.result} onAgain={() => setStage({ step: 'form' })} />}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <RechargeTips />
      </Col>
    </Row>
  );
}
