import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BlockOutlined,
  CopyOutlined,
  DeleteOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { deleteSelection, duplicateSelection, groupSelection, reorderSelection } from '../model/selection-ops';
import { useDesignerStore } from '../store/designer-store';

/** Restack, group, duplicate and delete the selection (the same commands as the shortcuts). */
export function LayerActions() {
  const selection = useDesignerStore((s) => s.selection);
  const none = selection.length === 0;
  const items = [
    { title: '置顶', icon: <VerticalAlignTopOutlined />, on: () => reorderSelection('front') },
    { title: '上移一层', icon: <ArrowUpOutlined />, on: () => reorderSelection('forward') },
    { title: '下移一层', icon: <ArrowDownOutlined />, on: () => reorderSelection('backward') },
    { title: '置底', icon: <VerticalAlignBottomOutlined />, on: () => reorderSelection('back') },
    { title: '编组 / 取消编组 (Ctrl+G)', icon: <BlockOutlined />, on: groupSelection },
    { title: '复制 (Ctrl+D)', icon: <CopyOutlined />, on: duplicateSelection },
    { title: '删除 (Delete)', icon: <DeleteOutlined />, on: deleteSelection, danger: true },
  ];
  return (
    <Space size={2} wrap style={{ marginBottom: 8 }}>
      {items.map((i) => (
        <Tooltip key={i.title} title={i.title}>
          <Button
            size="small"
            type="text"
            aria-label={i.title}
            icon={i.icon}
            disabled={none}
            danger={i.danger}
            onClick={i.on}
          />
        </Tooltip>
      ))}
    </Space>
  );
}
