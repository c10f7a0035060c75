import { ComingSoon } from '../components/coming-soon';

export default function OrderSheinPage() {
  return (
    <ComingSoon
      title="Shein订单"
      summary="处理 Shein 店铺的定制订单。"
      capabilities={['同步 Shein 订单并匹配设计', '余额支付与生产进度跟踪']}
      release="Shein 模块"
    />
  );
}
