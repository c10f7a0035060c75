import { ComingSoon } from '../components/coming-soon';

export default function ClientShopRepinfoPage() {
  return (
    <ComingSoon
      title="店铺授权信息"
      summary="可分享的店铺授权指引，无需登录即可查看。"
      capabilities={['通过带签名的链接查看指定店铺的授权信息', '按步骤完成授权']}
      release="店铺授权模块"
    />
  );
}
