import { ComingSoon } from '../components/coming-soon';

export default function AuthorizeShopSheinPage() {
  return (
    <ComingSoon
      title="Shein店铺"
      summary="通过 Shein 开放平台授权店铺，与 Temu 店铺统一管理。"
      capabilities={['跳转 Shein 授权页完成店铺授权，授权结果自动回填', '查看授权状态与到期时间', '重新授权与解除绑定']}
      release="店铺授权模块"
    />
  );
}
