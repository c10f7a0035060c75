import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { GalleryView } from './gallery-view';

/** What an empty grid says depends on why it is empty. */
export function GalleryEmpty({
  view,
  searching,
  onUpload,
}: {
  view: GalleryView;
  searching: boolean;
  onUpload: () => void;
}) {
  if (view.kind === 'trash')
    return <Empty description="回收站是空的，删除的图片会在这里保留 30 天" style={{ padding: '56px 0' }} />;
  if (searching)
    return <Empty description="没有找到符合条件的图片，换个关键词或标签试试" style={{ padding: '56px 0' }} />;
  return (
    <Empty
      description={view.kind === 'all' ? '图库里还没有图片' : '这个文件夹里还没有图片'}
      style={{ padding: '56px 0' }}
    >
      <Button type="primary" icon={<CloudUploadOutlined />} onClick={onUpload}>
        上传图片
      </Button>
      <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>也可以把图片直接拖到这里</div>
    </Empty>
  );
}
