import { ComingSoon } from '../components/coming-soon';

export default function OrderTemuPage() {
  return (
    <ComingSoon
      title="全托管订单"
      summary="处理 Temu 发来的定制商品备货单。"
      capabilities={[
        '按店铺定时与手动同步备货单，自动匹配模板、设计与白坯规格',
        '状态流转：待支付 → 待生产 → 生产中 → 待发货 → 已发货 → 已入库 → 已完成',
        '勾选多笔订单用余额支付，余额不足时引导充值',
        '物流查询与面单、箱唛预览',
      ]}
      release="订单模块"
    />
  );
}
