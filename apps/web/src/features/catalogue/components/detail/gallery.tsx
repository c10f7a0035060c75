import type { MockupView } from '@podbench/contract';
import { Empty, Image } from 'antd';
import { assetSrc } from '../../utils/format';
import styles from './gallery.module.css';

interface GalleryProps {
  views: MockupView[];
  colorName: string;
  viewKey: string;
  onViewChange: (key: string) => void;
  productName: string;
}

/** The blank's mockup views in the chosen colour: one large (zoomable), the others as thumbnails. */
export function Gallery({ views, colorName, viewKey, onViewChange, productName }: GalleryProps) {
  const imageOf = (v: MockupView) => v.images.find((i) => i.colorName === colorName) ?? v.images[0];
  const current = views.find((v) => v.key === viewKey) ?? views[0];
  if (!current) return <Empty description="暂无产品图片" />;
  const img = imageOf(current);
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Image
          className={styles.image}
          src={assetSrc(img?.url ?? '')}
          placeholder={<img className={styles.image} src={assetSrc(img?.thumbUrl ?? '')} alt="" />}
          alt={`${productName} ${colorName} ${current.name}`}
          data-testid="gallery-main"
        />
        <span className={styles.viewName}>
          {current.name} · {colorName}
        </span>
      </div>
      {views.length > 1 && (
        <div className={styles.thumbs} role="tablist" aria-label="视角">
          {views.map((v) => (
            <button
              key={v.key}
              type="button"
              role="tab"
              aria-selected={v.key === current.key}
              aria-label={v.name}
              className={`${styles.thumb} ${v.key === current.key ? styles.active : ''}`}
              onClick={() => onViewChange(v.key)}
            >
              <img src={assetSrc(imageOf(v)?.thumbUrl ?? '')} alt={v.name} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
