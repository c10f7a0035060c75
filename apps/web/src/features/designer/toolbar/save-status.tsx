import { CheckCircleFilled, ExclamationCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useDesignerStore } from '../store/designer-store';

/** 已保存 / 保存中 / 未保存 / 冲突: what autosave is doing, always visible. */
export function SaveStatus() {
  const status = useDesignerStore((s) => s.saveStatus);
  const view = {
    saved: { icon: <CheckCircleFilled style={{ color: '#10b981' }} />, text: '已保存', tip: '所有修改都已保存' },
    dirty: { icon: <LoadingOutlined style={{ color: '#9ca3af' }} />, text: '未保存', tip: '停止编辑片刻后自动保存' },
    saving: { icon: <LoadingOutlined style={{ color: '#7c3aed' }} />, text: '保存中', tip: '正在保存' },
    conflict: {
      icon: <ExclamationCircleFilled style={{ color: '#ef4444' }} />,
      text: '冲突',
      tip: '设计已在其他地方被修改：刷新页面载入最新版本后再编辑（自动保存已暂停）',
    },
    error: {
      icon: <ExclamationCircleFilled style={{ color: '#f59e0b' }} />,
      text: '保存失败',
      tip: '保存失败，将在下次修改后重试',
    },
  }[status];
  return (
    <Tooltip title={view.tip}>
      <span
        data-testid="save-status"
        data-status={status}
        style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontSize: 13 }}
      >
        {view.icon}
        {view.text}
      </span>
    </Tooltip>
  );
}
