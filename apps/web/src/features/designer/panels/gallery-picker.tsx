import { UploadOutlined } from '@ant-design/icons';
import type { GalleryImage } from '@podbench/contract';
import { Button, Empty, Input, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useGalleryImages, useUploadToGallery } from '../api/gallery-images';
import { addImageLayer } from './add-layer';
import styles from './panels.module.css';

const toEditorImage = (g: GalleryImage) => ({
  id: g.id,
  name: g.name,
  width: g.width,
  height: g.height,
  src: g.previewLarge,
});

/** The seller's gallery as previews; a click places the image. Upload on the spot goes to the gallery first. */
export function GalleryPicker() {
  const [q, setQ] = useState('');
  const list = useGalleryImages(q);
  const upload = useUploadToGallery();
  const images = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <div>
      <Upload
        accept="image/png,image/jpeg,image/webp,image/svg+xml,image/tiff"
        multiple
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          upload.mutateAsync([file as File]).then(
            (r) => {
              for (const item of r.items) addImageLayer(toEditorImage(item.image));
              onSuccess?.(r);
            },
            (e: Error) => onError?.(e),
          );
        }}
      >
        <Button block type="primary" icon={<UploadOutlined />} loading={upload.isPending} style={{ marginBottom: 10 }}>
          上传图片
        </Button>
      </Upload>
      <Input.Search allowClear size="small" placeholder="搜索图库" onSearch={setQ} style={{ marginBottom: 10 }} />
      {list.isLoading && <Spin />}
      {!list.isLoading && images.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="图库还没有图片" />
      )}
      <div className={styles.thumbGrid}>
        {images.map((g) => (
          <button
            type="button"
            key={g.id}
            className={styles.thumb}
            title={`${g.name}（${g.width}×${g.height}）`}
            aria-label={`添加图片 ${g.name}`}
            style={{ backgroundImage: `url(${g.previewSmall})` }}
            onClick={() => addImageLayer(toEditorImage(g))}
          />
        ))}
      </div>
      {list.hasNextPage && (
        <Button
          block
          size="small"
          type="link"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          加载更多
        </Button>
      )}
    </div>
  );
}
