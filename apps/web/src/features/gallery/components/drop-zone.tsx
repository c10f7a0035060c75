import { CloudUploadOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import styles from './gallery.module.css';

/** Wraps the grid: files dragged over it show where they will land; dropping them starts the upload. */
export function DropZone({
  target,
  onFiles,
  children,
}: {
  target: string;
  onFiles: (files: File[]) => void;
  children: React.ReactNode;
}) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const hasFiles = (e: React.DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return (
    <div
      className={styles.drop}
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setOver(true);
      }}
      onDragOver={(e) => hasFiles(e) && e.preventDefault()}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      {children}
      {over && (
        <div className={styles.dropOverlay}>
          <CloudUploadOutlined style={{ fontSize: 40 }} />
          <div>松开鼠标，上传到「{target}」</div>
          <div className={styles.muted}>PNG / JPEG / WebP / TIFF / SVG，单张最大 50 MB</div>
        </div>
      )}
    </div>
  );
}
