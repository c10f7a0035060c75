import { ComingSoon } from '../components/coming-soon';

export default function TemuTemplatePage() {
  return (
    <ComingSoon
      title="模板管理"
      summary="把设计变成符合 Temu 全托管规则的刊登模板。"
      capabilities={[
        '中英文标题、Temu 类目与属性',
        '按颜色生成 SKC、按尺码生成 SKU，按定价规则计算供货价',
        '图片、尺码表、重量体积与定制工艺',
        '发布前按 Temu 规则逐项校验',
      ]}
      release="模板发布模块"
    />
  );
}
