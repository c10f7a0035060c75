import { ComingSoon } from '../components/coming-soon';

export default function QualityCheckPage() {
  return (
    <ComingSoon
      title="质检结果"
      summary="从 Temu 同步的质检结果一目了然。"
      capabilities={['通过 / 不通过、原因、照片与时间', '按店铺、质检结果与日期筛选']}
      release="模板发布模块"
    />
  );
}
