import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useKeptPage, useLeaveGuard } from '@/shared/keep-alive/kept-page';
import { useExportDesigns } from '../api/export-designs';
import { Designer } from '../designer';
import styles from '../designer.module.css';
import {
  hasUnsavedChanges,
  lowDpiCount,
  overflowCount,
  saveDetached,
  saveNow,
  settleSave,
  useAutosave,
} from '../hooks/use-autosave';
import { discardChanges, showPick, useDesignerStore } from '../store/designer-store';
import { SaveStatus } from '../toolbar/save-status';
import { BlankPicker } from './blank-picker';
import { type LeaveChoice, useAskUnsaved } from './ask-unsaved';
import { saveWarning } from './save-warning';
import { type StartPick, useOpenDesign } from './use-open-design';

const intParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

interface Target {
  id: number | null;
  productId: number | null;
  /** Bumped to open the same ids again (a second new design on the same blank). */
  generation: number;
  /** A new design's colour and print area, as picked on the product page. */
  start: StartPick;
}

const targetOf = (params: URLSearchParams, generation = 0): Target => {
  const id = intParam(params.get('id'));
  const start = id === null ? { color: params.get('color'), area: params.get('area') } : { color: null, area: null };
  return { id, productId: id === null ? intParam(params.get('productId')) : null, generation, start };
};

/** Whether the URL's target is what the editor has open (a saved design by its id, a new one by its blank). */
function isOpen(wanted: Target, open: Target): boolean {
  const openId = useDesignerStore.getState().designId;
  if (wanted.id !== null) return wanted.id === (openId ?? open.id);
  return openId === null && open.id === null && wanted.productId === open.productId;
}

/**
 * `/design/designCanvas?productId=` (new design on a blank) or `?id=` (a saved design, exactly as saved).
 *
 * The page stays alive behind its tab with its own URL, so leaving the tab keeps the design, its selection and its
 * undo history; autosave flushes as the tab is left. The design is only ever dropped after asking: closing or
 * refreshing the tab, opening another design here, signing out, or unloading the browser page with changes the
 * server does not have.
 */
export default function DesignCanvasPage() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const { active, replaceSearch } = useKeptPage();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const askUnsaved = useAskUnsaved();
  // What is open. A new design's first save writes ?id= into the URL; that is the design already open, so the
  // editor must not reload (and lose the selection, the open tab, the undo history).
  const [target, setTarget] = useState<Target>(() => targetOf(params));
  const openedSearch = useRef(search);
  const currentSearch = useRef(search);
  currentSearch.current = search;
  const open = useOpenDesign(target.id, target.productId, target.generation, target.start);
  const designId = useDesignerStore((s) => s.designId);
  const exporter = useExportDesigns();
  // A new design gets its id on the first save: its URL follows (so a reload reopens it), unless the URL has moved
  // on to another design meanwhile. Hidden, only the page's own URL and tab change: the user stays where they are.
  const onCreated = (newId: number) => {
    if (currentSearch.current !== openedSearch.current) return;
    const next = `?id=${newId}`;
    openedSearch.current = next;
    replaceSearch(next);
  };
  const save = useAutosave(open.status === 'ready', active, onCreated);

  /** The URL of what is open, to go back to when the user keeps it. */
  const openSearch = () => {
    const id = useDesignerStore.getState().designId;
    if (id !== null) return `?id=${id}`;
    return target.productId !== null ? `?productId=${target.productId}` : '';
  };

  /** Saves, drops or keeps the unsaved changes as the user chooses; true when the design may go. */
  const resolveUnsaved = async (choice: LeaveChoice) => {
    if (choice === 'stay') return false;
    if (choice === 'discard') {
      discardChanges();
      return true;
    }
    return saveNow(onCreated);
  };

  // Another design asked for here (我的设计 › 编辑, the catalogue's 定制, back/forward): open it, asking first
  // when the one open has changes the server does not have.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page's own URL changes
  useEffect(() => {
    if (search === openedSearch.current) return;
    const wanted = targetOf(new URLSearchParams(search), target.generation + 1);
    if (isOpen(wanted, target)) {
      // The first save's ?id=, or back to the open design after the user kept it; or 开始设计 again on the blank
      // open here, in another colour or side: an untouched design opens afresh on it, an edited one switches to it.
      openedSearch.current = search;
      if (!wanted.start.color && !wanted.start.area) return;
      if (useDesignerStore.getState().revision === 0) setTarget(wanted);
      else showPick(wanted.start);
      return;
    }
    let live = true;
    (async () => {
      await settleSave();
      if (live && hasUnsavedChanges()) {
        const choice = await askUnsaved(useDesignerStore.getState().saveStatus === 'conflict', '打开');
        if (!live) return;
        if (!(await resolveUnsaved(choice))) {
          // Kept: back to the open design's URL (replace: the unwanted one leaves no history entry).
          if (live) replaceSearch(openSearch());
          return;
        }
      }
      if (!live) return;
      openedSearch.current = search;
      setTarget(wanted);
    })();
    return () => {
      live = false;
    };
  }, [search]);

  // 关闭 / 刷新 on its tab, 关闭其他 / 关闭所有, 退出登录.
  useLeaveGuard(async () => {
    await settleSave();
    if (!hasUnsavedChanges()) return true;
    const choice = await askUnsaved(useDesignerStore.getState().saveStatus === 'conflict', '离开');
    return resolveUnsaved(choice);
  });

  // Closing or reloading the browser tab.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const saveWithCheck = () => {
    const warning = saveWarning(lowDpiCount(), overflowCount());
    if (!warning) return void save().then((ok) => ok && message.success('已保存'));
    modal.confirm({
      ...warning,
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
        onClose={saveDetached}
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
