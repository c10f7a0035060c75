import { ComingSoon } from '../components/coming-soon';

export default function SheinTemplateInfoPage() {
  return (
    <ComingSoon
      title="Shein模板编辑"
      summary="编辑单个 Shein 刊登模板。"
      capabilities={['标题、类目属性、规格与价格', '商品图片与尺码表']}
      release="Shein 模块"
    />
  );
}
