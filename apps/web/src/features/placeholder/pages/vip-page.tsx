import { ComingSoon } from '../components/coming-soon';

export default function VipPage() {
  return (
    <ComingSoon
      title="购买会员"
      summary="开通或续费会员，享受更多店铺数、存储空间与生产折扣。"
      capabilities={['查看当前会员等级与到期时间', '对比各等级权益与价格', '使用余额或在线支付开通、续费']}
      release="钱包模块"
    />
  );
}
