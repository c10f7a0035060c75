import { ComingSoon } from '../components/coming-soon';

export default function TemuPushPage() {
  return (
    <ComingSoon
      title="模板发布"
      summary="选择模板与店铺，批量发布到 Temu。"
      capabilities={[
        '模板 × 店铺批量发布，无需守在页面前',
        '每个任务显示 待发布 / 发布中 / 发布成功 / 发布失败 及 Temu 返回信息',
        '失败任务一键重试，重试不会产生重复商品',
      ]}
      release="模板发布模块"
    />
  );
}
