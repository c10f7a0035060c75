import type { GalleryImage } from '@podbench/contract';
import { Button, Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { useGalleryImages } from '../api/batches';
import styles from '../design-template.module.css';

/** One image from the seller's gallery (previews; the original's size is shown for DPI). */
export function ImageChooser({ value, onChange }: { value: GalleryImage | null; onChange: (g: GalleryImage) => void }) {
  const [q, setQ] = useState('');
  const list = useGalleryImages(q);
  const images = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <div>
      <Input.Search allowClear placeholder="搜索图库" onSearch={setQ} style={{ width: 240, marginBottom: 12 }} />
      {list.isLoading && <Spin />}
      {!list.isLoading && images.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="图库还没有图片，请先到「我的图库」上传" />
      )}
      <div className={styles.images}>
        {images.map((g) => (
          <button
            type="button"
            key={g.id}
            className={`${styles.image} ${value?.id === g.id ? styles.imageChosen : ''}`}
            title={`${g.name}（${g.width}×${g.height}）`}
            aria-label={`选择图片 ${g.name}`}
            aria-pressed={value?.id === g.id}
            style={{ backgroundImage: `url(${g.previewSmall})` }}
            onClick={() => onChange(g)}
          />
        ))}
      </div>
      {list.hasNextPage && (
        <Button type="link" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          加载更多
        </Button>
      )}
    </div>
  );
}
