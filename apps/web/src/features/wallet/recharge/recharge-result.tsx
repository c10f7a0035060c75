import { RechargeStatus, type RechargeStatusResult } from '@podbench/contract';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { yuanText } from '../components/money';

interface RechargeResultProps {
  result: RechargeStatusResult;
  onAgain: () => void;
}

/** The end of a top-up: 充值成功 with the new balance, or why the order ended unpaid. */
export function RechargeResult({ result, onAgain }: RechargeResultProps) {
  const navigate = useNavigate();
  const balance = useAuthStore((s) => s.userInfo?.balance ?? 0);
  if (result.status === RechargeStatus.PAID) {
    return (
      <Result
        status="success"
        title="充值成功"
        subTitle={`${yuanText(result.amountFen)} 已到账，当前余额 ${yuanText(balance)}`}
        extra={[
          <Button type="primary" key="again" onClick={onAgain}>
            继续充值
          </Button>,
          <Button key="records" onClick={() => navigate('/statistics/clientUserAccountRecord')}>
            查看交易记录
          </Button>,
          <Button key="vip" onClick={() => navigate('/system/vip')}>
            开通会员
          </Button>,
        ]}
      />
    );
  }
  const closed = result.status === RechargeStatus.CLOSED;
  return (
    <Result
      status="warning"
      title={closed ? '支付已取消' : '订单已超时'}
      subTitle={
        closed
          ? `订单 ${result.outTradeNo} 已关闭，未扣款，余额未变动。`
          : `订单 ${result.outTradeNo} 未在有效期内完成支付，已自动关闭，未扣款。`
      }
      extra={
        <Button type="primary" onClick={onAgain}>
          重新充值
        </Button>
      }
    />
  );
}
