import { ComingSoon } from '../components/coming-soon';

export default function TemuTemplateInfoPage() {
  return (
    <ComingSoon
      title="模板编辑"
      summary="编辑单个 Temu 刊登模板的全部内容。"
      capabilities={['标题、类目属性、SKC / SKU 与供货价', '商品图片与尺码表', '保存前按 Temu 规则校验']}
      release="模板发布模块"
    />
  );
}
