import { ComingSoon } from '../components/coming-soon';

export default function GalleryMyPage() {
  return (
    <ComingSoon
      title="我的图库"
      summary="集中管理您的设计素材，原图保留用于印刷。"
      capabilities={[
        '拖拽批量上传 PNG / JPEG / WebP / SVG / TIFF，单张最大 50 MB，逐个显示进度',
        '文件夹、标签、重命名、移动、搜索与排序，数万张图片也能流畅翻页',
        '多选后批量删除、移动与下载；重复上传的同一文件自动识别复用',
        '显示已用存储空间与会员额度',
      ]}
      release="图库模块"
    />
  );
}
