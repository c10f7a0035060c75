import { ComingSoon } from '../components/coming-soon';

export default function DesignProductPage() {
  return (
    <ComingSoon
      title="定制产品"
      summary="浏览平台提供的白坯产品，挑选后开始设计。"
      capabilities={[
        '按类目筛选、关键词搜索白坯产品',
        '查看底价、可选颜色、尺码与生产周期',
        '一键「开始设计」进入设计器',
      ]}
      release="选品模块"
    />
  );
}
