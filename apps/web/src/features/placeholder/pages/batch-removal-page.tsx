import { ComingSoon } from '../components/coming-soon';

export default function BatchRemovalPage() {
  return (
    <ComingSoon
      title="批量抠图"
      summary="一次为多张图片去除背景。"
      capabilities={['从图库选择或直接上传图片', '批量去除背景，前后对比确认', '结果保存回图库']}
      release="图库模块"
    />
  );
}
