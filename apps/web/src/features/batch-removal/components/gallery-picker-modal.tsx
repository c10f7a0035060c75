import type { GalleryImage } from '@podbench/contract';
import { REMOVAL_MAX_IMAGES } from '@podbench/contract';
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useGalleryImages } from '../api/get-gallery-images';
import { apiUrl } from '../lib/api-url';
import styles from './removal.module.css';

interface Props {
  open: boolean;
  /** How many are already chosen (the batch limit counts them). */
  taken: number;
  onPick: (images: GalleryImage[]) => void;
  onClose: () => void;
}

/** Picks gallery images: newest first, searchable by name, pages in 48 at a time. */
export function GalleryPickerModal({ open, taken, onPick, onClose }: Props) {
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Map<number, GalleryImage>>(new Map());
  const list = useGalleryImages(q, open);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.rows) ?? [], [list.data]);
  const room = REMOVAL_MAX_IMAGES - taken;
  const toggle = (img: GalleryImage) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (next.has(img.id)) next.delete(img.id);
      else if (next.size < room) next.set(img.id, img);
      return next;
    });
  return (
    <Modal
      open={open}
      width={860}
      title="从图库选择"
      okText={`确定（${picked.size}）`}
      cancelText="取消"
      okButtonProps={{ disabled: picked.size === 0 }}
      onCancel={onClose}
      afterClose={() => setPicked(new Map())}
      onOk={() => {
        onPick([...picked.values()]);
        onClose();
      }}
    >
      <Input.Search
        allowClear
        placeholder="搜索图片名称"
        aria-label="搜索图库图片"
        onSearch={(v) => setQ(v.trim())}
        style={{ width: 280 }}
      />
      <span className={styles.muted} style={{ marginInlineStart: 12 }}>
        还可选择 {Math.max(0, room - picked.size)} 张
      </span>
      <Spin spinning={list.isFetching && !list.isFetchingNextPage}>
        {rows.length === 0 && !list.isLoading ? (
          <Empty description={q ? '没有找到图片' : '图库里还没有图片'} style={{ padding: 40 }} />
        ) : (
          <div className={styles.sources} style={{ maxHeight: 460, overflowY: 'auto', paddingRight: 4 }}>
            {rows.map((img) => (
              <button
                type="button"
                key={img.id}
                className={styles.source}
                style={{ cursor: 'pointer', padding: 0, outline: picked.has(img.id) ? '2px solid #7c3aed' : undefined }}
                onClick={() => toggle(img)}
                aria-pressed={picked.has(img.id)}
              >
                <div className={styles.sourceThumb}>
                  <img src={apiUrl(img.previewSmall)} alt={img.name} loading="lazy" />
                </div>
                <div className={styles.sourceName} title={img.name}>
                  {picked.has(img.id) && <CheckCircleFilled style={{ color: '#7c3aed', marginInlineEnd: 6 }} />}
                  {img.name}
                </div>
              </button>
            ))}
          </div>
        )}
      </Spin>
      {list.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <Button type="link" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      )}
    </Modal>
  );
}
