import { ComingSoon } from '../components/coming-soon';

export default function PdfPage() {
  return (
    <ComingSoon
      title="PDF 预览"
      summary="预览面单、箱唛与发票等 PDF 文件。"
      capabilities={['在线预览、打印与下载']}
      release="订单模块"
    />
  );
}
