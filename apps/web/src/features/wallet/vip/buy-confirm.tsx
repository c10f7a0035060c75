import { WalletOutlined } from '@ant-design/icons';
import { insufficientBalanceData, RECHARGE_MIN_FEN, type RechargeOrderCreated, type VipPlan } from '@podbench/contract';
import { Alert, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/shared/request/request';
import { useBuyVip, type VipPayMethod } from '../api/buy-vip';
import { useVipQuote } from '../api/get-vip-quote';
import { yuanText } from '../components/money';
import { MethodPicker } from '../pay/method-picker';
import { QuoteDetails } from './quote-details';

interface BuyConfirmProps {
  plan: VipPlan;
  /** Paid from the balance: done. */
  onPaid: () => void;
  /** An online order to pay by QR. */
  onOrder: (order: RechargeOrderCreated) => void;
  onCancel: () => void;
}

/** Quote first, then the way to pay: 余额支付 (with a top-up offer when short) or an online method. */
export function BuyConfirm({ plan, onPaid, onOrder, onCancel }: BuyConfirmProps) {
  const navigate = useNavigate();
  const quote = useVipQuote(plan.id);
  const buy = useBuyVip();
  const [method, setMethod] = useState<string>('balance');

  if (quote.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (quote.isError || !quote.data) {
    return <Result status="warning" title="暂不能购买该套餐" subTitle={quote.error?.message} />;
  }
  const { priceFen, balanceFen } = quote.data;
  const shortfall = method === 'balance' ? Math.max(0, priceFen - balanceFen) : 0;

  const onSubmit = () =>
    buy.mutateAsync({ planId: plan.id, payMethod: method as VipPayMethod }).then(
      (result) => (result.paid ? onPaid() : onOrder(result)),
      (error: unknown) => {
        // 余额不足 (someone spent in between): the quote shows the new balance and the shortfall.
        if (error instanceof ApiError && insufficientBalanceData.safeParse(error.data).success) void quote.refetch();
      },
    );
  // The modal is portalled to <body>: close it before leaving, or it would float over the recharge page.
  const topUp = () => {
    onCancel();
    navigate(`/system/recharge?amount=${Math.max(shortfall, RECHARGE_MIN_FEN)}`);
  };

  return (
    <Flex vertical gap={18} style={{ marginTop: 16 }}>
      <QuoteDetails plan={plan} quote={quote.data} />
      <div>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          支付方式
        </Typography.Title>
        <MethodPicker
          value={method}
          onChange={setMethod}
          before={[
            {
              value: 'balance',
              label: `余额支付（${yuanText(balanceFen)}）`,
              icon: <WalletOutlined style={{ color: '#7c3aed', fontSize: 20 }} />,
            },
          ]}
        />
      </div>
      {shortfall > 0 && (
        <Alert
          type="error"
          showIcon
          title={`余额不足，还差 ${yuanText(shortfall)}`}
          description="可先充值后再用余额支付，或选择在线支付直接扫码开通。"
          action={
            <Button size="small" type="primary" onClick={topUp}>
              去充值
            </Button>
          }
        />
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" disabled={shortfall > 0} loading={buy.isPending} onClick={onSubmit}>
          确认支付 {yuanText(priceFen)}
        </Button>
      </Flex>
    </Flex>
  );
}
