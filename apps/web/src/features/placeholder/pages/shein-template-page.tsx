import { ComingSoon } from '../components/coming-soon';

export default function SheinTemplatePage() {
  return (
    <ComingSoon
      title="Shein模板"
      summary="管理 Shein 平台的刊登模板。"
      capabilities={['从设计生成 Shein 模板并按平台规则校验', '批量发布到已授权的 Shein 店铺']}
      release="Shein 模块"
    />
  );
}
