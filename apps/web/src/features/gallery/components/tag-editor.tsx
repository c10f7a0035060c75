import { PlusOutlined } from '@ant-design/icons';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { useTagImages } from '../api/tag-images';
import styles from './preview.module.css';

/** The image's tags: × removes one, "+ 标签" adds one (Enter or leaving the field). */
export function TagEditor({ imageId, tags }: { imageId: number; tags: string[] }) {
  const tag = useTagImages();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const commit = () => {
    const name = text.trim();
    setAdding(false);
    setText('');
    if (name && !tags.includes(name)) tag.mutate({ ids: [imageId], add: [name] });
  };
  return (
    <div className={styles.tags}>
      {tags.map((t) => (
        <Tag
          key={t}
          color="purple"
          closable
          onClose={(e) => {
            e.preventDefault();
            tag.mutate({ ids: [imageId], remove: [t] });
          }}
        >
          {t}
        </Tag>
      ))}
      {adding ? (
        <Input
          size="small"
          autoFocus
          maxLength={20}
          style={{ width: 110 }}
          value={text}
          aria-label="新标签"
          onChange={(e) => setText(e.target.value.replace(/[,，]/g, ''))}
          onPressEnter={commit}
          onBlur={commit}
        />
      ) : (
        <Tag style={{ borderStyle: 'dashed', cursor: 'pointer', background: '#fff' }} onClick={() => setAdding(true)}>
          <PlusOutlined /> 标签
        </Tag>
      )}
    </div>
  );
}
