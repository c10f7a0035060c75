import { ComingSoon } from '../components/coming-soon';

export default function PayTemuPage() {
  return (
    <ComingSoon
      title="账户支付"
      summary="用账户余额支付订单的生产费用。"
      capabilities={['费用 = 白坯底价 × 数量 − 会员折扣 + 包装与运费', '一次支付多笔订单，支付后自动进入生产']}
      release="订单模块"
    />
  );
}
