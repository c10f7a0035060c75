import { CloudUploadOutlined, ReloadOutlined, ScissorOutlined } from '@ant-design/icons';
import type { GalleryImage } from '@podbench/contract';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHasPermi } from '@/shared/permission';
import { useFolders } from '../api/get-folders';
import { useImages } from '../api/get-images';
import { useUsage } from '../api/get-usage';
import { MoveImagesModal, TagImagesModal } from '../components/batch-modals';
import { DropZone } from '../components/drop-zone';
import { FolderPanel } from '../components/folder-panel';
import styles from '../components/gallery.module.css';
import { GalleryEmpty } from '../components/gallery-empty';
import { type Filters, GalleryToolbar } from '../components/gallery-toolbar';
import { type GalleryView, uploadFolderId, viewFolderId } from '../components/gallery-view';
import { ImageGrid } from '../components/image-grid';
import { PreviewModal } from '../components/preview-modal';
import { SelectionBar } from '../components/selection-bar';
import { UploadPanel } from '../components/upload-panel';
import { ACCEPT_ATTR, useUploadQueue } from '../components/use-upload-queue';
import { useSelection } from '../components/use-selection';
import { UsageBar } from '../components/usage-bar';
import { folderPath } from '../lib/folder-tree';

/**
 * /gallery/galleryMy. State lives in the component, not the URL: the page stays alive behind other tabs, where
 * the URL belongs to whichever page is showing.
 */
export default function GalleryMyPage() {
  const allowed = useHasPermi(['gallery:manage']);
  const navigate = useNavigate();
  const [view, setView] = useState<GalleryView>({ kind: 'all' });
  const [filters, setFilters] = useState<Filters>({ q: '', tag: undefined, sort: 'time', order: 'desc' });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'move' | 'tags' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploads = useUploadQueue();
  const folders = useFolders();
  const usage = useUsage();
  const trash = view.kind === 'trash';
  const query = {
    folderId: viewFolderId(view),
    q: filters.q || undefined,
    tag: trash ? undefined : filters.tag,
    sort: filters.sort,
    order: filters.order,
    trash,
  };
  const images = useImages(query);
  const rows = useMemo<GalleryImage[]>(() => images.data?.pages.flatMap((p) => p.rows) ?? [], [images.data]);
  const { selected, toggle, clear, selectAll } = useSelection(useMemo(() => rows.map((r) => r.id), [rows]));
  const ids = [...selected];
  const total = images.data?.pages[0]?.total ?? 0;

  if (!allowed) {
    return (
      <Result status="403" title="没有图库权限" subTitle="请联系主账号在「子账号管理」中为您开通「图库管理」权限" />
    );
  }
  const place =
    view.kind === 'all'
      ? '全部图片'
      : view.kind === 'trash'
        ? '回收站'
        : view.id === 0
          ? '未分类'
          : folderPath(folders.data?.folders ?? [], view.id).join(' / ');
  const upload = (files: File[]) => files.length && uploads.add(files, uploadFolderId(view));
  const changeView = (v: GalleryView) => {
    setView(v);
    clear();
  };

  return (
    <div className={styles.page}>
      <FolderPanel view={view} onView={changeView} trashCount={usage.data?.trashCount ?? 0} />
      <div className={styles.main}>
        <Card variant="borderless" className={styles.head}>
          <div>
            <h2 className={styles.title}>我的图库</h2>
            <p className={styles.lead}>
              原图原样保存用于印刷；拖拽图片到下方即可上传，支持 PNG、JPEG、WebP、TIFF、SVG，单张最大 50 MB。
            </p>
          </div>
          <Space size={16} wrap>
            <UsageBar />
            <Space>
              <Button icon={<ScissorOutlined />} onClick={() => navigate('/BatchRemoval')}>
                批量抠图
              </Button>
              <Button
                type="primary"
                icon={<CloudUploadOutlined />}
                onClick={() => input.current?.click()}
                disabled={trash}
              >
                上传图片
              </Button>
            </Space>
          </Space>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ACCEPT_ATTR}
            aria-label="选择要上传的图片"
            onChange={(e) => {
              upload(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </Card>
        <Card variant="borderless">
          <GalleryToolbar
            key={view.kind}
            filters={filters}
            onChange={(f) => {
              setFilters(f);
              clear();
            }}
            trash={trash}
            extra={<span className={styles.muted}>{images.data ? `${place} · 共 ${total} 张` : place}</span>}
          />
          {selected.size > 0 && (
            <SelectionBar
              ids={ids}
              loaded={rows.length}
              trash={trash}
              onSelectAll={selectAll}
              onClear={clear}
              onMove={() => setDialog('move')}
              onTags={() => setDialog('tags')}
            />
          )}
          <DropZone target={trash ? '未分类' : place} onFiles={upload}>
            {images.isError && !images.data ? (
              <Result
                status="error"
                title="图片加载失败"
                extra={
                  <Button icon={<ReloadOutlined />} onClick={() => void images.refetch()}>
                    重新加载
                  </Button>
                }
              />
            ) : images.isLoading ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : rows.length === 0 ? (
              <GalleryEmpty
                view={view}
                searching={Boolean(filters.q || filters.tag)}
                onUpload={() => input.current?.click()}
              />
            ) : (
              <ImageGrid
                images={rows}
                selected={selected}
                onToggle={toggle}
                onOpen={(img) => setPreviewId(img.id)}
                hasMore={Boolean(images.hasNextPage)}
                loadingMore={images.isFetchingNextPage}
                onMore={() => !images.isFetchingNextPage && void images.fetchNextPage()}
              />
            )}
          </DropZone>
        </Card>
      </div>
      <PreviewModal imageId={previewId} onClose={() => setPreviewId(null)} />
      <MoveImagesModal
        ids={ids}
        folders={folders.data?.folders ?? []}
        open={dialog === 'move'}
        onClose={(moved) => {
          setDialog(null);
          if (moved) clear();
        }}
      />
      <TagImagesModal ids={ids} open={dialog === 'tags'} onClose={() => setDialog(null)} />
      <UploadPanel items={uploads.items} active={uploads.active} onClear={uploads.clearFinished} />
    </div>
  );
}
