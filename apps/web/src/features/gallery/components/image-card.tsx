import type { GalleryImage } from '@podbench/contract';
import { Checkbox } from 'antd';
import { memo } from 'react';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { apiUrl } from '../lib/api-url';
import { daysLeft, formatLabel } from '../lib/describe-image';
import styles from './gallery.module.css';

interface Props {
  image: GalleryImage;
  selected: boolean;
  onToggle: (id: number, range: boolean) => void;
  onOpen: (image: GalleryImage) => void;
  /** Some image is selected: a click selects instead of opening. */
  selecting: boolean;
}

/**
 * One image in the grid: its 256 px preview (lazy), name, pixels and size. The card is a button (Enter opens);
 * the checkbox beside it selects, as do shift/ctrl-click and any click while a selection is under way.
 */
export const ImageCard = memo(function ImageCard({ image, selected, onToggle, onOpen, selecting }: Props) {
  const left = daysLeft(image.purgeAt);
  return (
    <div className={`${styles.card} ${selected ? styles.cardSelected : ''} ${selecting ? styles.selecting : ''}`}>
      <Checkbox
        className={styles.check}
        checked={selected}
        aria-label={`选择 ${image.name}`}
        onClick={(e) => onToggle(image.id, e.shiftKey)}
      />
      <button
        type="button"
        className={styles.open}
        aria-label={`${selecting ? '切换选中' : '查看'} ${image.name}`}
        onClick={(e) =>
          selecting || e.shiftKey || e.metaKey || e.ctrlKey ? onToggle(image.id, e.shiftKey) : onOpen(image)
        }
      >
        <div className={`${styles.thumb} ${image.hasAlpha ? styles.checker : ''}`}>
          <img src={apiUrl(image.previewSmall)} alt={image.name} loading="lazy" decoding="async" draggable={false} />
          <span className={styles.badge}>{formatLabel(image.mime)}</span>
        </div>
        <div className={styles.cardBody}>
          <div className={styles.cardName} title={image.name}>
            {image.name}
          </div>
          {left === null ? (
            <div className={styles.muted}>
              {image.width}×{image.height} · {formatFileSize(image.size)}
            </div>
          ) : (
            <div className={styles.trashNote}>{left > 0 ? `${left} 天后彻底删除` : '即将彻底删除'}</div>
          )}
        </div>
      </button>
    </div>
  );
});
