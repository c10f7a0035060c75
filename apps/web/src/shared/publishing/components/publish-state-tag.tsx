import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

/** How each publish state looks, whichever marketplace (Shein has no 次日发布). */
export const STATE_LOOK: Record<string, { color: string; tab: string; icon: React.ReactNode }> = {
  queued: { color: 'default', tab: '#bfbfbf', icon: <ClockCircleOutlined /> },
  adding: { color: 'processing', tab: '#1677ff', icon: <SyncOutlined spin /> },
  deferred: { color: 'warning', tab: '#faad14', icon: <ClockCircleOutlined /> },
  success: { color: 'success', tab: '#bfbfbf', icon: <CheckCircleOutlined /> },
  failed: { color: 'error', tab: '#ff4d4f', icon: <CloseCircleOutlined /> },
};

/** 待发布 / 发布中 / 次日发布 / 发布成功 / 发布失败, in the marketplace's words. */
export function PublishStateTag({ state, label, testId }: { state: string; label: string; testId: string }) {
  const look = STATE_LOOK[state] ?? STATE_LOOK.queued!;
  return (
    <Tag color={look.color} icon={look.icon} data-testid={testId}>
      {label}
    </Tag>
  );
}
