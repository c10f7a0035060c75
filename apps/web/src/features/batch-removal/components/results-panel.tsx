import { RedoOutlined, SaveOutlined } from '@ant-design/icons';
import type { RemovalBatch, RemovalOptions } from '@podbench/contract';
import { App, Button, Card, Checkbox, Progress, Select, Slider, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFolders } from '../api/get-folders';
import { useSaveResults } from '../api/save-results';
import styles from './removal.module.css';
import { TaskCard } from './task-card';

interface Props {
  batch: RemovalBatch;
  onRerun: (taskIds: number[], options: RemovalOptions) => void;
  rerunning: boolean;
  onNew: () => void;
}

/** Step 2: per-image progress and comparison; choose results and save them to a gallery folder, or rerun. */
export function ResultsPanel({ batch, onRerun, rerunning, onNew }: Props) {
  const { message } = App.useApp();
  const [checked, setChecked] = useState<Set<number>>(() => new Set());
  const [folderId, setFolderId] = useState(0);
  // Starts from the batch's own tolerance (the one chosen before 开始处理), never a value of its own.
  const [tolerance, setTolerance] = useState(batch.options.tolerance);
  const folders = useFolders(true);
  const save = useSaveResults(batch.batchId);
  const tasks = batch.tasks;
  const finished = tasks.filter((t) => t.status === 'done' || t.status === 'failed').length;
  const savable = tasks.filter((t) => t.after && !t.savedImageId).map((t) => t.id);
  const chosen = savable.filter((id) => checked.has(id));
  const folderOptions = useMemo(() => {
    const list = folders.data?.folders ?? [];
    const byId = new Map(list.map((f) => [f.id, f]));
    const path = (id: number): string => {
      const f = byId.get(id);
      return f ? `${f.parentId ? `${path(f.parentId)} / ` : ''}${f.name}` : '';
    };
    return [
      { value: 0, label: '未分类' },
      ...list.map((f) => ({ value: f.id, label: path(f.id) })).sort((a, b) => a.label.localeCompare(b.label, 'zh-CN')),
    ];
  }, [folders.data]);

  const doSave = () =>
    save.mutateAsync({ taskIds: chosen, folderId }).then(
      (r) => {
        const dup = r.items.filter((i) => i.duplicate).length;
        message.success(`已保存 ${r.items.length} 张到图库${dup ? `（其中 ${dup} 张图库中已存在）` : ''}`);
        setChecked(new Set());
      },
      () => undefined,
    );

  return (
    <>
      <Card variant="borderless">
        <div className={styles.saveBar}>
          <div style={{ minWidth: 220 }}>
            <div>
              {finished < tasks.length ? `正在处理 ${finished}/${tasks.length} 张…` : `处理完成：共 ${tasks.length} 张`}
            </div>
            <Progress percent={Math.round((finished / tasks.length) * 100)} size="small" showInfo={false} />
          </div>
          <Checkbox
            checked={savable.length > 0 && chosen.length === savable.length}
            indeterminate={chosen.length > 0 && chosen.length < savable.length}
            disabled={!savable.length}
            onChange={(e) => setChecked(new Set(e.target.checked ? savable : []))}
          >
            全选已完成
          </Checkbox>
          <Space wrap className={styles.saveBarEnd}>
            <span>保存到</span>
            <Select
              style={{ width: 200 }}
              value={folderId}
              onChange={setFolderId}
              options={folderOptions}
              aria-label="保存到文件夹"
              showSearch
              optionFilterProp="label"
            />
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!chosen.length}
              loading={save.isPending}
              onClick={doSave}
            >
              保存到图库{chosen.length ? `（${chosen.length}）` : ''}
            </Button>
            <Link to="/gallery/galleryMy">打开图库</Link>
          </Space>
        </div>
        <div className={styles.saveBar} style={{ marginTop: 12 }}>
          <span className={styles.muted}>
            本批容差 {batch.options.tolerance}。效果不理想？调整容差后重新处理所选图片：
          </span>
          <div className={styles.tolerance} style={{ width: 240 }}>
            <Slider
              min={1}
              max={60}
              value={tolerance}
              onChange={setTolerance}
              aria-label="重新处理的容差"
              ariaLabelForHandle="重新处理的容差"
            />
            <span>{tolerance}</span>
          </div>
          <Button
            icon={<RedoOutlined />}
            disabled={!chosen.length}
            loading={rerunning}
            onClick={() => onRerun(chosen, { tolerance, removeEnclosed: batch.options.removeEnclosed })}
          >
            重新处理所选
          </Button>
          <Button className={styles.saveBarEnd} onClick={onNew}>
            再处理一批
          </Button>
        </div>
      </Card>
      <div className={styles.tasks}>
        {tasks.map((t) => (
          <TaskCard
            key={t.id}
            task={t}
            checked={checked.has(t.id)}
            onCheck={(c) =>
              setChecked((s) => {
                const n = new Set(s);
                if (c) n.add(t.id);
                else n.delete(t.id);
                return n;
              })
            }
          />
        ))}
      </div>
    </>
  );
}
