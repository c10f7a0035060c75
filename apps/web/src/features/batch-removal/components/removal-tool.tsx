import { REMOVAL_DEFAULT_TOLERANCE, type RemovalOptions } from '@podbench/contract';
import { Button, Card, Result, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCreateBatch } from '../api/create-batch';
import { useGalleryImagesById } from '../api/get-gallery-image';
import { useBatch } from '../api/get-batch';
import { uploadFile } from '../api/upload-file';
import { apiUrl } from '../lib/api-url';
import { ResultsPanel } from './results-panel';
import { SourcePicker } from './source-picker';
import { isReady, type Source } from './sources';

let seq = 0;

/**
 * The signed-in tool. The batch id lives in the URL (`?batch=`), so a reload or a link comes back to the same
 * results; `?ids=1,2` (from the gallery) preselects gallery images.
 */
export function RemovalTool() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const handed = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 50);
  const [sources, setSources] = useState<Source[]>([]);
  const [options, setOptions] = useState<RemovalOptions>({
    tolerance: REMOVAL_DEFAULT_TOLERANCE,
    removeEnclosed: false,
  });
  const create = useCreateBatch();
  const batch = useBatch(batchId);
  const preloaded = useGalleryImagesById(batchId ? [] : handed);
  const taken = useRef(false);

  useEffect(() => {
    if (taken.current || !preloaded.length || preloaded.some((q) => q.isLoading)) return;
    taken.current = true;
    const images = preloaded.flatMap((q) => (q.data && !q.data.deletedAt ? [q.data] : []));
    setSources(
      images.map((i) => ({ key: `g${i.id}`, kind: 'image', id: i.id, name: i.name, thumb: apiUrl(i.previewSmall) })),
    );
  }, [preloaded]);

  const patch = (key: string, change: Partial<Extract<Source, { kind: 'file' }>>) =>
    setSources((list) => list.map((s) => (s.key === key && s.kind === 'file' ? { ...s, ...change } : s)));
  const addFiles = (files: File[]) => {
    for (const file of files) {
      const key = `f${++seq}`;
      setSources((list) => [
        ...list,
        { key, kind: 'file', name: file.name, thumb: URL.createObjectURL(file), progress: 0 },
      ]);
      uploadFile(file, (f) => patch(key, { progress: Math.round(f * 100) })).then(
        (r) => patch(key, { fileId: r.id, progress: 100 }),
        (err: Error) => patch(key, { error: err.message }),
      );
    }
  };
  const start = (imageIds: number[], fileIds: number[], opts: RemovalOptions) =>
    create.mutateAsync({ imageIds, fileIds, options: opts }).then(
      (b) => setParams({ batch: b.batchId }),
      () => undefined,
    );

  if (batchId) {
    if (batch.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (!batch.data) {
      return (
        <Card variant="borderless">
          <Result
            status="404"
            title="找不到这批处理记录"
            subTitle="处理结果保留 7 天，可能已过期"
            extra={<Button onClick={() => setParams({})}>重新选择图片</Button>}
          />
        </Card>
      );
    }
    return (
      <ResultsPanel
        key={batch.data.batchId}
        batch={batch.data}
        rerunning={create.isPending}
        onNew={() => {
          setSources([]);
          setParams({});
        }}
        onRerun={(ids, opts) => {
          const tasks = batch.data.tasks.filter((t) => ids.includes(t.id));
          start(
            tasks.flatMap((t) => (t.imageId ? [t.imageId] : [])),
            tasks.flatMap((t) => (t.imageId ? [] : [t.fileId])),
            opts,
          );
        }}
      />
    );
  }
  return (
    <SourcePicker
      sources={sources}
      onAddImages={(images) =>
        setSources((list) => [
          ...list,
          ...images
            .filter((i) => !list.some((s) => s.kind === 'image' && s.id === i.id))
            .map((i) => ({
              key: `g${i.id}`,
              kind: 'image' as const,
              id: i.id,
              name: i.name,
              thumb: apiUrl(i.previewSmall),
            })),
        ])
      }
      onAddFiles={addFiles}
      onRemove={(key) => setSources((list) => list.filter((s) => s.key !== key))}
      options={options}
      onOptions={setOptions}
      starting={create.isPending}
      onStart={() => {
        const ready = sources.filter(isReady);
        start(
          ready.flatMap((s) => (s.kind === 'image' ? [s.id] : [])),
          ready.flatMap((s) => (s.kind === 'file' && s.fileId ? [s.fileId] : [])),
          options,
        );
      }}
    />
  );
}
