import { ComingSoon } from '../components/coming-soon';

export default function OrderPushRecordPage() {
  return (
    <ComingSoon
      title="订单推送记录"
      summary="已推送到生产的订单记录。"
      capabilities={['推送时间、操作人、订单内容与结果', '登录或凭签名链接查看']}
      release="订单模块"
    />
  );
}
