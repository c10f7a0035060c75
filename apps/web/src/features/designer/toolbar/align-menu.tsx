import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { alignSelection, distributeSelection } from '../model/selection-ops';
import { useDesignerStore } from '../store/designer-store';

/** Align (one layer: to the print area; several: to their bounds) and distribute (three or more). */
export function AlignButtons() {
  const count = useDesignerStore((s) => s.selection.length);
  const items = [
    { t: '左对齐', i: <AlignLeftOutlined />, on: () => alignSelection('left') },
    { t: '水平居中', i: <AlignCenterOutlined />, on: () => alignSelection('center') },
    { t: '右对齐', i: <AlignRightOutlined />, on: () => alignSelection('right') },
    { t: '顶对齐', i: <VerticalAlignTopOutlined />, on: () => alignSelection('top') },
    { t: '垂直居中', i: <VerticalAlignMiddleOutlined />, on: () => alignSelection('middle') },
    { t: '底对齐', i: <VerticalAlignBottomOutlined />, on: () => alignSelection('bottom') },
  ];
  return (
    <Space size={0}>
      {items.map((x) => (
        <Tooltip key={x.t} title={count === 1 ? `${x.t}（对齐到印刷区域）` : x.t}>
          <Button type="text" aria-label={x.t} icon={x.i} disabled={count === 0} onClick={x.on} />
        </Tooltip>
      ))}
      <Tooltip title="水平等距分布（至少 3 个图层）">
        <Button
          type="text"
          aria-label="水平分布"
          icon={<ColumnWidthOutlined />}
          disabled={count < 3}
          onClick={() => distributeSelection('horizontal')}
        />
      </Tooltip>
      <Tooltip title="垂直等距分布（至少 3 个图层）">
        <Button
          type="text"
          aria-label="垂直分布"
          icon={<ColumnHeightOutlined />}
          disabled={count < 3}
          onClick={() => distributeSelection('vertical')}
        />
      </Tooltip>
    </Space>
  );
}
