import { SwapOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import styles from './removal.module.css';

interface Props {
  before: string;
  after: string;
  /** Width / height of the image, so the frame has its shape before anything loads. */
  aspect: number;
  maxHeight?: number;
  alt: string;
}

/**
 * Before on the left of the handle, after (on a checkerboard, so transparency shows) on the right. Drag, click or
 * use the arrow keys to move the handle.
 */
export function CompareSlider({ before, after, aspect, maxHeight = 360, alt }: Props) {
  const [pos, setPos] = useState(50);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const moveTo = (clientX: number) => {
    const r = box.current?.getBoundingClientRect();
    if (r?.width) setPos(Math.min(100, Math.max(0, ((clientX - r.left) / r.width) * 100)));
  };
  return (
    <div
      ref={box}
      role="slider"
      tabIndex={0}
      aria-label={`${alt}：抠图前后对比`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pos)}
      className={styles.compare}
      style={{ aspectRatio: String(aspect || 1), maxHeight, maxWidth: maxHeight * (aspect || 1), marginInline: 'auto' }}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        moveTo(e.clientX);
      }}
      onPointerMove={(e) => dragging.current && moveTo(e.clientX)}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') setPos((p) => Math.max(0, p - 5));
        if (e.key === 'ArrowRight') setPos((p) => Math.min(100, p + 5));
      }}
    >
      <div className={`${styles.layer} ${styles.checker}`}>
        <img src={after} alt={`${alt}（抠图后）`} draggable={false} />
      </div>
      <div className={styles.layer} style={{ clipPath: `inset(0 ${100 - pos}% 0 0)`, background: '#f6f5fa' }}>
        <img src={before} alt={`${alt}（原图）`} draggable={false} />
      </div>
      <span className={styles.label} style={{ left: 10 }}>
        原图
      </span>
      <span className={styles.label} style={{ right: 10 }}>
        抠图后
      </span>
      <div className={styles.divider} style={{ left: `${pos}%` }}>
        <span className={styles.knob}>
          <SwapOutlined />
        </span>
      </div>
    </div>
  );
}
