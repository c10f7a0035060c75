import '@podbench/design/font-faces';
import type Konva from 'konva';
import { type ReactNode, useEffect, useRef } from 'react';
import { useKeptPage } from '@/shared/keep-alive/kept-page';
import { DesignStage } from './canvas/design-stage';
import styles from './designer.module.css';
import { exposeTestHooks } from './export/test-hooks';
import { useShortcuts } from './hooks/use-shortcuts';
import { AddPanel } from './panels/add-panel';
import { AreaBar } from './panels/area-tabs';
import { ColorsPanel } from './panels/colors-panel';
import { LayersPanel } from './panels/layers-panel';
import { PropertiesPanel } from './panels/properties-panel';
import { resetDesigner } from './store/designer-store';
import { DesignerToolbar } from './toolbar/designer-toolbar';

interface Props {
  actions: ReactNode;
  banner?: ReactNode;
  /** /demo: images from the browser's files instead of the gallery. */
  local?: boolean;
  /** Called as the designer goes away, before the store is cleared (the page's last save). */
  onClose?: () => void;
}

/**
 * The designer's frame: toolbar on top, add panel on the left, the canvas with its area tabs and colour swatches
 * in the middle, layers and properties on the right. The page loads the document into the store first.
 */
export function Designer({ actions, banner, local = false, onClose }: Props) {
  const { active } = useKeptPage();
  useShortcuts(active);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(
    () => () => {
      close.current?.();
      resetDesigner();
    },
    [],
  );
  const onStage = (stage: Konva.Stage | null) => exposeTestHooks(stage);
  return (
    <div className={styles.shell}>
      {banner}
      <DesignerToolbar actions={actions} editableName={!local} />
      <div className={styles.body}>
        <aside className={styles.left} aria-label="添加元素">
          <AddPanel local={local} />
        </aside>
        <main className={styles.center}>
          <AreaBar />
          <DesignStage onStage={onStage} />
        </main>
        <aside className={styles.right} aria-label="图层与属性">
          <LayersPanel />
          <PropertiesPanel />
          <ColorsPanel />
        </aside>
      </div>
    </div>
  );
}
