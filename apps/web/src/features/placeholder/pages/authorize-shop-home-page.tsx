import { ComingSoon } from '../components/coming-soon';

export default function AuthorizeShopHomePage() {
  return (
    <ComingSoon
      title="授权首页"
      summary="店铺授权的入口与指引：选择平台、准备资料、完成授权。"
      capabilities={['了解各平台授权所需的资料与步骤', '授权完成后直接进入选品与设计']}
      release="店铺授权模块"
    />
  );
}
