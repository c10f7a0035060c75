import { ComingSoon } from '../components/coming-soon';

export default function DesignMyPage() {
  return (
    <ComingSoon
      title="我的定制"
      summary="管理您保存的全部设计。"
      capabilities={[
        '带效果图缩略图的设计列表',
        '编辑、复制、重命名与删除设计',
        '将设计生成为 Temu 刊登模板',
        '导出 ZIP：印刷文件、效果图与清单',
      ]}
      release="设计器模块"
    />
  );
}
