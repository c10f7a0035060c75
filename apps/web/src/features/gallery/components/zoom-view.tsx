import { ExpandOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import styles from './preview.module.css';

const MIN = 0.25;
const MAX = 8;
const clamp = (z: number) => Math.min(MAX, Math.max(MIN, z));

/** An image to look at closely: wheel or buttons zoom (25 %–800 %), drag pans, "适应" fits it again. */
export function ZoomView({ src, alt, checker }: { src: string; alt: string; checker: boolean }) {
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; px: number; py: number } | null>(null);
  const fit = () => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };
  return (
    <div className={styles.stageWrap}>
      <div
        className={`${styles.stage} ${checker ? styles.checker : ''}`}
        onWheel={(e) => setZoom((z) => clamp(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)))}
        onPointerDown={(e) => {
          (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
          drag.current = { x: e.clientX, y: e.clientY, px: pan.x, py: pan.y };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (d) setPan({ x: d.px + e.clientX - d.x, y: d.py + e.clientY - d.y });
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onDoubleClick={fit}
        style={{ cursor: drag.current ? 'grabbing' : 'grab' }}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          className={styles.stageImg}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
        />
      </div>
      <Space className={styles.zoomBar} size={4}>
        <Tooltip title="缩小">
          <Button
            size="small"
            icon={<MinusOutlined />}
            aria-label="缩小"
            onClick={() => setZoom((z) => clamp(z / 1.25))}
          />
        </Tooltip>
        <span className={styles.zoomValue}>{Math.round(zoom * 100)}%</span>
        <Tooltip title="放大">
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label="放大"
            onClick={() => setZoom((z) => clamp(z * 1.25))}
          />
        </Tooltip>
        <Tooltip title="适应窗口（双击图片）">
          <Button size="small" icon={<ExpandOutlined />} aria-label="适应窗口" onClick={fit} />
        </Tooltip>
      </Space>
    </div>
  );
}
