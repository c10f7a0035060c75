import { ComingSoon } from '../components/coming-soon';

export default function RechargePage() {
  return (
    <ComingSoon
      title="在线充值"
      summary="为账户余额充值，用于支付订单与开通会员。"
      capabilities={['预设金额与自定义金额', '选择支付方式扫码支付', '实时显示支付状态，到账后余额即时更新']}
      release="钱包模块"
    />
  );
}
