import { ComingSoon } from '../components/coming-soon';

export default function AuthorizeShopTemuPage() {
  return (
    <ComingSoon
      title="Temu店铺"
      summary="授权您的 Temu 全托管店铺，之后即可发布商品、同步订单与质检结果。"
      capabilities={[
        '按步骤粘贴 Seller Center 中的店铺 Token 完成授权',
        '查看店铺名称、Mall ID、托管类型与最近同步时间',
        'Token 到期前 7 天提醒，一键重新授权或解除绑定',
        '可授权的店铺数量随会员等级提升',
      ]}
      release="店铺授权模块"
    />
  );
}
