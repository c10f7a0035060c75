import { ComingSoon } from '../components/coming-soon';

export default function DesignCanvasPage() {
  return (
    <ComingSoon
      title="新版设计器"
      summary="在白坯产品上完成定制设计，所见即所印。"
      capabilities={[
        '选择白坯与印刷区域，画布显示产品效果图、印刷区与安全区',
        '图片、文字（含中文字体、弧形文字）与形状图层，对齐吸附、分组、至少 100 步撤销',
        '实时显示每张图片的有效 DPI，低于 150 DPI 时提醒',
        '服务器按原图渲染印刷文件和 Temu 规格效果图',
      ]}
      release="设计器模块"
    />
  );
}
