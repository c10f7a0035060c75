import type { GalleryImage } from '@podbench/contract';
import { Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import styles from './gallery.module.css';
import { ImageCard } from './image-card';

interface Props {
  images: GalleryImage[];
  selected: Set<number>;
  onToggle: (id: number, range: boolean) => void;
  onOpen: (image: GalleryImage) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/**
 * The grid pages in as it scrolls (keyset pages of 60, fetched when the end comes within 600 px). Cards skip
 * layout and paint off screen (`content-visibility`), so tens of thousands loaded still scroll smoothly.
 */
export function ImageGrid({ images, selected, onToggle, onOpen, hasMore, loadingMore, onMore }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), {
      rootMargin: '600px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore]);
  const selecting = selected.size > 0;
  return (
    <>
      <div className={styles.grid}>
        {images.map((img) => (
          <ImageCard
            key={img.id}
            image={img}
            selected={selected.has(img.id)}
            selecting={selecting}
            onToggle={onToggle}
            onOpen={onOpen}
          />
        ))}
      </div>
      <div ref={sentinel} className={styles.more}>
        {loadingMore ? (
          <Spin size="small" />
        ) : hasMore ? (
          <Button type="link" onClick={onMore}>
            加载更多
          </Button>
        ) : images.length > 24 ? (
          <span>已经到底了</span>
        ) : null}
      </div>
    </>
  );
}
