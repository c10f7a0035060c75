import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { TEMU_PUBLISH_STATE_LABEL, type TemuPublishState } from '@podbench/contract';
import { Tag } from 'antd';

const LOOK: Record<TemuPublishState, { color: string; icon: React.ReactNode }> = {
  queued: { color: 'default', icon: <ClockCircleOutlined /> },
  adding: { color: 'processing', icon: <SyncOutlined spin /> },
  deferred: { color: 'warning', icon: <ClockCircleOutlined /> },
  success: { color: 'success', icon: <CheckCircleOutlined /> },
  failed: { color: 'error', icon: <CloseCircleOutlined /> },
};

/** 待发布 / 发布中 / 次日发布 / 发布成功 / 发布失败. */
export function PublishStateTag({ state }: { state: TemuPublishState }) {
  const look = LOOK[state];
  return (
    <Tag color={look.color} icon={look.icon} data-testid="publish-state">
      {TEMU_PUBLISH_STATE_LABEL[state]}
    </Tag>
  );
}
