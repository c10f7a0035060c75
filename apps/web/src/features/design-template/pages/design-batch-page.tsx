import { BATCH_PLACEMENT_LABELS, BATCH_PLACEMENTS, type BatchPlacement, type GalleryImage } from '@podbench/contract';
import { Button, List, Radio, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTime } from '@/shared/utils/parse-time';
import { useBatch, useRecentBatches, useRunBatch } from '../api/batches';
import { BatchProgress } from '../components/batch-progress';
import { type BlankTarget, BlankChooser } from '../components/blank-chooser';
import { ImageChooser } from '../components/image-chooser';
import styles from '../design-template.module.css';

/**
 * `/design/designBatch` (批量套图): one gallery image onto N blanks, one design each, the image placed per blank's
 * print area. `?batch=` shows a batch's progress: each design as it is made and as its mockups render.
 */
export default function DesignBatchPage() {
  const [params, setParams] = useSearchParams();
  const batchId = /^\d+$/.test(params.get('batch') ?? '') ? Number(params.get('batch')) : null;
  const [image, setImage] = useState<GalleryImage | null>(null);
  const [targets, setTargets] = useState<BlankTarget[]>([]);
  const [placement, setPlacement] = useState<BatchPlacement>('place');
  const [areas, setAreas] = useState<'first' | 'all'>('first');
  const run = useRunBatch();
  const batch = useBatch(batchId);
  const recent = useRecentBatches();

  const start = () => {
    if (!image) return;
    run.mutate(
      {
        imageId: image.id,
        targets: targets.map((t) => ({ productId: t.productId, color: t.color })),
        placement,
        areas,
      },
      { onSuccess: (r) => setParams({ batch: String(r.id) }) },
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>批量套图</h2>
          <span className={styles.sub}>
            选一张图片和多个商品，每个商品生成一个设计，图片按各自的印刷区域放置；印刷文件与样机图在后台生成
          </span>
        </div>
      </div>
      {(run.isPending || batchId !== null) && (
        <section className={styles.section} aria-label="套图进度">
          <h3 className={styles.sectionTitle}>套图进度</h3>
          {run.isPending && (
            <List
              dataSource={targets}
              rowKey={(t) => `${t.productId}-${t.color}`}
              renderItem={(t) => (
                <List.Item>
                  <Space>
                    <Spin size="small" /> {t.name} · {t.color}：正在生成设计
                  </Space>
                </List.Item>
              )}
            />
          )}
          {!run.isPending && batch.isLoading && <Spin />}
          {!run.isPending && batch.data && <BatchProgress batch={batch.data} />}
          {!run.isPending && (
            <Button style={{ marginTop: 8 }} onClick={() => setParams({})}>
              再套一批
            </Button>
          )}
        </section>
      )}
      {batchId === null && !run.isPending && (
        <>
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>
              ① 选择图片 {image && <Tag color="blue">{`${image.name}（${image.width}×${image.height}）`}</Tag>}
            </h3>
            <ImageChooser value={image} onChange={setImage} />
          </section>
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>② 选择商品和颜色（已选 {targets.length} 个）</h3>
            <BlankChooser value={targets} onChange={setTargets} />
          </section>
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>③ 放置方式</h3>
            <Space direction="vertical" size={12}>
              <Radio.Group
                aria-label="放置方式"
                value={placement}
                onChange={(e) => setPlacement(e.target.value)}
                options={BATCH_PLACEMENTS.map((p) => ({ value: p, label: BATCH_PLACEMENT_LABELS[p] }))}
              />
              <Radio.Group
                aria-label="印刷区域"
                value={areas}
                onChange={(e) => setAreas(e.target.value)}
                options={[
                  { value: 'first', label: '只放第一个印刷区域（如正面）' },
                  { value: 'all', label: '每个印刷区域都放' },
                ]}
              />
              <Button type="primary" disabled={!image || targets.length === 0} onClick={start}>
                开始套图（{targets.length} 个商品）
              </Button>
            </Space>
          </section>
        </>
      )}
      {(recent.data?.length ?? 0) > 0 && (
        <section className={styles.section} aria-label="最近的批量套图">
          <h3 className={styles.sectionTitle}>最近的批量套图</h3>
          <List
            size="small"
            dataSource={recent.data}
            rowKey="id"
            renderItem={(b) => (
              <List.Item
                actions={[
                  <Button key="view" type="link" size="small" onClick={() => setParams({ batch: String(b.id) })}>
                    查看
                  </Button>,
                ]}
              >
                {parseTime(b.createdAt)} · 「{b.imageName}」 · {b.total} 个商品，成功 {b.created}
                {b.failed ? `，失败 ${b.failed}` : ''}
              </List.Item>
            )}
          />
        </section>
      )}
    </div>
  );
}
