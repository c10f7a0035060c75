import { ComingSoon } from '../components/coming-soon';

export default function DesignProductInfoPage() {
  return (
    <ComingSoon
      title="产品详情"
      summary="查看白坯产品的完整信息后再决定是否定制。"
      capabilities={[
        '产品图片、颜色尺码规格与底价（登录后显示您的会员价）',
        '每个印刷区域的毫米尺寸与对应像素、DPI',
        '尺码表与生产时效',
      ]}
      release="选品模块"
    />
  );
}
