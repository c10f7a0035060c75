import { RedoOutlined, UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Divider, Input, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { redo, undo } from '../model/selection-ops';
import { renameDesign, setView, useDesignerStore } from '../store/designer-store';
import styles from '../designer.module.css';
import { AlignButtons } from './align-menu';
import { SaveAsTemplateButton } from '@/shared/ui/save-as-template-button';

/** Name, undo/redo, align/distribute, zoom; the page adds its own actions (save, export, sign up). */
export function DesignerToolbar({ actions, editableName }: { actions: ReactNode; editableName: boolean }) {
  const name = useDesignerStore((s) => s.name);
  const product = useDesignerStore((s) => s.product);
  const canUndo = useDesignerStore((s) => s.past.length > 0);
  const canRedo = useDesignerStore((s) => s.future.length > 0);
  const zoom = useDesignerStore((s) => s.zoom);
  const pan = useDesignerStore((s) => s.pan);
  return (
    <div className={styles.toolbar}>
      <Space size={8} className={styles.toolbarStart}>
        {editableName ? (
          <Input
            aria-label="设计名称"
            value={name}
            maxLength={50}
            variant="borderless"
            className={styles.nameInput}
            onChange={(e) => renameDesign(e.target.value)}
          />
        ) : (
          <strong>{name}</strong>
        )}
        <span className={styles.productName}>{product?.name}</span>
      </Space>
      <Space size={0} split={<Divider orientation="vertical" />}>
        <Space size={0}>
          <Tooltip title="撤销 (Ctrl+Z)">
            <Button type="text" aria-label="撤销" icon={<UndoOutlined />} disabled={!canUndo} onClick={undo} />
          </Tooltip>
          <Tooltip title="重做 (Ctrl+Y)">
            <Button type="text" aria-label="重做" icon={<RedoOutlined />} disabled={!canRedo} onClick={redo} />
          </Tooltip>
        </Space>
        <AlignButtons />
        <Space size={0}>
          <Button
            type="text"
            aria-label="缩小"
            icon={<ZoomOutOutlined />}
            onClick={() => setView(Math.max(0.2, zoom / 1.25), pan)}
          />
          <Tooltip title="适应窗口">
            <Button type="text" className={styles.zoomLabel} onClick={() => setView(1, { x: 0, y: 0 })}>
              {Math.round(zoom * 100)}%
            </Button>
          </Tooltip>
          <Button
            type="text"
            aria-label="放大"
            icon={<ZoomInOutlined />}
            onClick={() => setView(Math.min(8, zoom * 1.25), pan)}
          />
        </Space>
        {editableName && (
          <SaveAsTemplateButton getDocument={() => useDesignerStore.getState().doc} defaultName={name} />
        )}
      </Space>
      <Space size={10}>{actions}</Space>
    </div>
  );
}
