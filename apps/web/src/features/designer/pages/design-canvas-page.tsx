import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useExportDesigns } from '../api/export-designs';
import { Designer } from '../designer';
import styles from '../designer.module.css';
import { lowDpiCount, useAutosave } from '../hooks/use-autosave';
import { useDesignerStore } from '../store/designer-store';
import { SaveStatus } from '../toolbar/save-status';
import { BlankPicker } from './blank-picker';
import { useOpenDesign } from './use-open-design';

const intParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** `/design/designCanvas?productId=` (new design on a blank) or `?id=` (a saved design, exactly as saved). */
export default function DesignCanvasPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const id = intParam(params.get('id'));
  const productId = id === null ? intParam(params.get('productId')) : null;
  // What to open. A new design's first save writes ?id= into the URL; that is the design already open, so the
  // editor must not reload (and lose the selection, the open tab, the undo history).
  const [target, setTarget] = useState({ id, productId });
  useEffect(() => {
    if (id === null || id !== useDesignerStore.getState().designId) setTarget({ id, productId });
  }, [id, productId]);
  const open = useOpenDesign(target.id, target.productId);
  const designId = useDesignerStore((s) => s.designId);
  const exporter = useExportDesigns();
  // A new design gets its id on the first save: the URL follows, so a reload reopens it.
  const onCreated = (newId: number) => setParams({ id: String(newId) }, { replace: true });
  const save = useAutosave(open.status === 'ready', onCreated);

  const saveWithCheck = () => {
    const low = lowDpiCount();
    if (low === 0) return void save().then((ok) => ok && message.success('已保存'));
    modal.confirm({
      title: `${low} 个图片图层低于 150 DPI`,
      content: '按当前尺寸印刷会模糊。建议缩小这些图片或换用更高清的原图。仍要保存吗？',
      okText: '仍然保存',
      cancelText: '返回修改',
      onOk: () => save(),
    });
  };

  if (open.status === 'pick') {
    return <BlankPicker title="选择要定制的产品" onPick={(p) => setParams({ productId: String(p.id) })} />;
  }
  if (open.status === 'error') return <Result status="warning" title="无法打开设计" subTitle={open.message} />;
  if (open.status === 'loading') return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  return (
    <div className={styles.page}>
      <Designer
        actions={
          <>
            <SaveStatus />
            <Button onClick={() => navigate('/select/designMy')}>我的设计</Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={designId === null}
              loading={exporter.isPending}
              onClick={() => designId && exporter.mutate([designId])}
            >
              导出
            </Button>
            <Button type="primary" icon={<SaveOutlined />} onClick={saveWithCheck}>
              保存
            </Button>
          </>
        }
      />
    </div>
  );
}
