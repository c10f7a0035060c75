import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import type { EditorImage } from '../model/types';
import { addImageLayer } from './add-layer';
import styles from './panels.module.css';

let nextId = 1;

/** /demo: images stay in the browser as object URLs; nothing is uploaded and nothing is saved. */
export function LocalPicker() {
  const [images, setImages] = useState<EditorImage[]>([]);
  const addFile = (file: File) => {
    const src = URL.createObjectURL(file);
    const probe = new window.Image();
    probe.onload = () => {
      const image = { id: nextId++, name: file.name, width: probe.naturalWidth, height: probe.naturalHeight, src };
      setImages((list) => [image, ...list]);
      addImageLayer(image);
    };
    probe.src = src;
  };
  return (
    <div>
      <Upload
        accept="image/png,image/jpeg,image/webp"
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          addFile(file);
          return false;
        }}
      >
        <Button block type="primary" icon={<UploadOutlined />} style={{ marginBottom: 10 }}>
          选择本地图片
        </Button>
      </Upload>
      <p className={styles.muted}>试用模式：图片只留在你的浏览器里，不会上传。</p>
      <div className={styles.thumbGrid}>
        {images.map((i) => (
          <button
            type="button"
            key={i.id}
            className={styles.thumb}
            aria-label={`添加图片 ${i.name}`}
            style={{ backgroundImage: `url(${i.src})` }}
            onClick={() => addImageLayer(i)}
          />
        ))}
      </div>
    </div>
  );
}
