import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  InfoCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import { Button, Progress, Tooltip } from 'antd';
import { useState } from 'react';
import { formatFileSize } from '@/shared/utils/format-file-size';
import styles from './gallery.module.css';
import type { UploadItem } from './use-upload-queue';

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: '等待上传',
  uploading: '上传中',
  processing: '生成预览…',
  done: '已完成',
  duplicate: '已存在',
  error: '失败',
};

function StatusIcon({ item }: { item: UploadItem }) {
  if (item.status === 'done') return <CheckCircleFilled style={{ color: '#52c41a' }} />;
  if (item.status === 'duplicate') return <InfoCircleFilled style={{ color: '#7c3aed' }} />;
  if (item.status === 'error') return <CloseCircleFilled style={{ color: '#ff4d4f' }} />;
  return <LoadingOutlined style={{ color: '#7c3aed' }} />;
}

/** The per-file progress list, docked bottom-right while uploads run or until dismissed. */
export function UploadPanel({ items, active, onClear }: { items: UploadItem[]; active: boolean; onClear: () => void }) {
  const [collapsed, setCollapsed] = useState(false);
  if (!items.length) return null;
  const done = items.filter((i) => i.status === 'done' || i.status === 'duplicate').length;
  const failed = items.filter((i) => i.status === 'error').length;
  return (
    <section className={styles.uploadPanel} aria-label="上传进度">
      <header className={styles.uploadHead}>
        <span>
          {active
            ? `正在上传 ${done + failed}/${items.length}`
            : `上传完成：成功 ${done} 个${failed ? `，失败 ${failed} 个` : ''}`}
        </span>
        <span>
          <Button type="link" size="small" onClick={() => setCollapsed((c) => !c)}>
            {collapsed ? '展开' : '收起'}
          </Button>
          {!active && (
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭上传列表" onClick={onClear} />
          )}
        </span>
      </header>
      {!collapsed && (
        <ul className={styles.uploadList}>
          {items.map((item) => (
            <li key={item.key} className={styles.uploadItem}>
              <StatusIcon item={item} />
              <div className={styles.uploadBody}>
                <div className={styles.uploadName}>
                  <span title={item.name}>{item.name}</span>
                  <span className={styles.muted}>{formatFileSize(item.size)}</span>
                </div>
                {item.status === 'uploading' || item.status === 'processing' || item.status === 'waiting' ? (
                  <Progress percent={item.progress} size="small" showInfo={false} status="active" />
                ) : null}
                <Tooltip title={item.message}>
                  <div className={item.status === 'error' ? styles.uploadError : styles.muted}>
                    {item.message ?? STATUS_TEXT[item.status]}
                  </div>
                </Tooltip>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
