import { formatYuan, type PayMethod, RECHARGE_MAX_FEN, RECHARGE_MIN_FEN } from '@podbench/contract';
import { Button, Divider, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useRechargeMethods } from '../api/get-recharge-methods';
import { yuanToFen } from '../components/money';
import { MethodPicker } from '../pay/method-picker';
import { type AmountChoice, AmountPicker, amountProblem } from './amount-picker';
import styles from './recharge.module.css';

export interface RechargeChoice {
  amountFen: number;
  method: PayMethod;
}

interface RechargeFormProps {
  /** A starting amount in fen (e.g. a VIP shortfall); the first preset otherwise. */
  initialFen: number | null;
  submitting: boolean;
  onSubmit: (choice: RechargeChoice) => void;
}

const choiceFor = (fen: number | null): AmountChoice =>
  fen ? { presetFen: null, customYuan: fen / 100 } : { presetFen: 10_000, customYuan: null };

export function RechargeForm({ initialFen, submitting, onSubmit }: RechargeFormProps) {
  const [amount, setAmount] = useState<AmountChoice>(() => choiceFor(initialFen));
  const [picked, setMethod] = useState<string>();
  // The first enabled method is preselected; most deployments have one or two.
  const { data: methods } = useRechargeMethods();
  const method = picked ?? methods?.find((m) => m.enabled)?.method;
  // Kept-alive page: a new ?amount= from another page replaces what is on screen.
  useEffect(() => {
    if (initialFen) setAmount(choiceFor(initialFen));
  }, [initialFen]);

  const amountFen = amount.presetFen ?? (amount.customYuan === null ? 0 : yuanToFen(amount.customYuan));
  const amountOk = amountFen >= RECHARGE_MIN_FEN && amountFen <= RECHARGE_MAX_FEN;
  const problem = amountProblem(amount, amountFen);
  const ready = amountOk && method !== undefined;

  return (
    <Form layout="vertical" requiredMark={false} className={styles.form}>
      <Form.Item label="充值金额" required>
        <AmountPicker value={amount} problem={problem} onChange={setAmount} />
      </Form.Item>
      <Form.Item label="支付方式" required>
        <MethodPicker value={method} onChange={setMethod} />
      </Form.Item>
      <Divider style={{ margin: '8px 0 20px' }} />
      <div className={styles.submitRow}>
        <div>
          <Typography.Text type="secondary">应付金额</Typography.Text>
          <div className={styles.total} data-testid="recharge-total">
            <small>¥</small>
            {formatYuan(amountOk ? amountFen : 0)}
          </div>
        </div>
        <Button
          type="primary"
          size="large"
          disabled={!ready}
          loading={submitting}
          onClick={() => ready && onSubmit({ amountFen, method: method as PayMethod })}
          style={{ minWidth: 160 }}
        >
          立即充值
        </Button>
      </div>
    </Form>
  );
}
