import { ComingSoon } from '../components/coming-soon';

export default function DemoPage() {
  return (
    <ComingSoon
      title="设计器体验"
      summary="无需注册，先试试在线设计。"
      capabilities={['在示例产品上添加图片与文字', '体验对齐、撤销与效果图预览（不保存任何内容）']}
      release="设计器模块"
    />
  );
}
