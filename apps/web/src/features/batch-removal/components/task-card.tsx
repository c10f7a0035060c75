import { CheckCircleFilled, DownloadOutlined, WarningFilled } from '@ant-design/icons';
import type { RemovalTask } from '@podbench/contract';
import { Alert, Button, Card, Checkbox, Progress, Tag } from 'antd';
import { apiUrl } from '../lib/api-url';
import { CompareSlider } from './compare-slider';
import styles from './removal.module.css';

const STATUS: Record<RemovalTask['status'], { text: string; color: string }> = {
  queued: { text: '排队中', color: 'default' },
  running: { text: '处理中', color: 'processing' },
  done: { text: '已完成', color: 'success' },
  failed: { text: '失败', color: 'error' },
};

interface Props {
  task: RemovalTask;
  checked: boolean;
  onCheck: (checked: boolean) => void;
}

/** One image of the batch: its progress, then before/after on a slider, the result PNG and whether it was saved. */
export function TaskCard({ task, checked, onCheck }: Props) {
  const status = STATUS[task.status];
  const aspect = task.width && task.height ? task.width / task.height : 1;
  return (
    <Card variant="borderless" className={styles.task}>
      <div className={styles.taskHead}>
        {task.after && !task.savedImageId && (
          <Checkbox checked={checked} onChange={(e) => onCheck(e.target.checked)} aria-label={`选择 ${task.name}`} />
        )}
        <span className={styles.taskName} title={task.name}>
          {task.name}
        </span>
        {task.savedImageId ? (
          <Tag icon={<CheckCircleFilled />} color="purple">
            已保存到图库
          </Tag>
        ) : (
          <Tag color={status.color}>{status.text}</Tag>
        )}
      </div>
      {task.after ? (
        <CompareSlider
          before={apiUrl(task.beforeUrl)}
          after={apiUrl(task.after.previewUrl)}
          aspect={aspect}
          maxHeight={300}
          alt={task.name}
        />
      ) : (
        <div className={styles.waiting}>
          <img src={apiUrl(task.beforeUrl)} alt={task.name} />
          {task.status === 'failed' ? (
            <span style={{ color: '#ff4d4f' }}>{task.error}</span>
          ) : (
            <Progress percent={task.progress} size="small" style={{ width: '70%' }} status="active" />
          )}
        </div>
      )}
      {task.after?.uncertain && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningFilled />}
          message="背景不是单一纯色，请拖动滑块检查边缘；效果不理想可调整容差后重新处理"
        />
      )}
      <div className={styles.taskHead}>
        <span className={styles.muted}>
          {task.width} × {task.height} 像素{task.after ? ` · 去除 ${task.after.removedPercent}% 区域` : ''}
        </span>
        {task.after && (
          <Button
            size="small"
            type="link"
            icon={<DownloadOutlined />}
            href={apiUrl(`${task.after.downloadUrl}&download=1`)}
            style={{ marginInlineStart: 'auto' }}
          >
            下载 PNG
          </Button>
        )}
      </div>
    </Card>
  );
}
