import { ComingSoon } from '../components/coming-soon';

export default function TemuInfoPage() {
  return (
    <ComingSoon
      title="发布详情"
      summary="查看一次发布任务的完整过程。"
      capabilities={['图片上传、商品创建每一步的记录与耗时', 'Temu 返回的原始信息，便于排查失败原因']}
      release="模板发布模块"
    />
  );
}
