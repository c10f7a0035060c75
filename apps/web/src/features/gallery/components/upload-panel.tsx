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

/** 上传完成：新增 2 个，已存在 1 个（未重复保存），失败 1 个 — a duplicate is never counted as a success. */
export function uploadSummary(added: number, duplicates: number, failed: number): string {
  const parts = [`新增 ${added} 个`];
  if (duplicates) parts.push(`已存在 ${duplicates} 个（未重复保存）`);
  if (failed) parts.push(`失败 ${failed} 个`);
  return `上传完成：${parts.join('，')}`;
}

/** The per-file progress list, docked bottom-right while uploads run or until dismissed. */
export function UploadPanel({ items, active, onClear }: { items: UploadItem[]; active: boolean; onClear: () => void }) {
  const [collapsed, setCollapsed] = useState(false);
  if (!items.length) return null;
  const added = items.filter((i) => i.status === 'done').length;
  const duplicates = items.filter((i) => i.status === 'duplicate').length;
  const failed = items.filter((i) => i.status === 'error').length;
  return (
    <section className={styles.uploadPanel} aria-label="上传进度">
      <header className={styles.uploadHead}>
        <span>
          {active
            ? `正在上传 ${added + duplicates + failed}/${items.length}`
            : uploadSummary(added, duplicates, failed)}
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
