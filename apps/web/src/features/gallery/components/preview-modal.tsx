import { DeleteOutlined, DownloadOutlined, ExportOutlined, ScissorOutlined } from '@ant-design/icons';
import { App, Button, Modal, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDeleteImages } from '../api/delete-images';
import { useImage } from '../api/get-image';
import { useRenameImage } from '../api/rename-image';
import { useRestoreImages } from '../api/restore-images';
import { apiUrl } from '../lib/api-url';
import { ImageFacts } from './image-facts';
import styles from './preview.module.css';
import { TagEditor } from './tag-editor';
import { ZoomView } from './zoom-view';

/** One image up close: zoomable 1024 px preview, its facts, rename, tags, the original, and what to do with it. */
export function PreviewModal({ imageId, onClose }: { imageId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: image, isLoading } = useImage(imageId);
  const rename = useRenameImage();
  const remove = useDeleteImages();
  const restore = useRestoreImages();
  const trashed = Boolean(image?.deletedAt);
  return (
    // Above the shell's fixed sidebar (z-index 1001), which would otherwise cover the left of a wide modal.
    <Modal
      open={imageId !== null}
      onCancel={onClose}
      footer={null}
      width={1100}
      title={null}
      destroyOnHidden
      centered
      zIndex={1010}
    >
      {isLoading || !image ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className={styles.layout}>
          <ZoomView src={apiUrl(image.previewLarge)} alt={image.name} checker={image.hasAlpha} />
          <div className={styles.side}>
            <Typography.Title
              level={5}
              style={{ margin: 0, fontSize: 16, wordBreak: 'break-all' }}
              editable={
                trashed
                  ? false
                  : {
                      maxLength: 100,
                      tooltip: '重命名',
                      onChange: (name) => {
                        const next = name.trim();
                        if (next && next !== image.name && !/[\\/]/.test(next))
                          rename.mutate({ id: image.id, name: next });
                      },
                    }
              }
            >
              {image.name}
            </Typography.Title>
            <ImageFacts image={image} />
            {!trashed && (
              <div>
                <div className={styles.section}>标签</div>
                <TagEditor imageId={image.id} tags={image.tags} />
              </div>
            )}
            <div className={styles.actions}>
              <Button type="primary" icon={<DownloadOutlined />} href={apiUrl(image.downloadUrl)}>
                下载原图
              </Button>
              <Button
                icon={<ExportOutlined />}
                href={apiUrl(image.originalUrl)}
                target="_blank"
                rel="noopener noreferrer"
              >
                查看原图
              </Button>
              {trashed ? (
                <Button
                  onClick={() =>
                    restore.mutateAsync([image.id]).then(
                      () => {
                        message.success('已恢复');
                        onClose();
                      },
                      () => undefined,
                    )
                  }
                >
                  恢复
                </Button>
              ) : (
                <>
                  <Button icon={<ScissorOutlined />} onClick={() => navigate(`/BatchRemoval?ids=${image.id}`)}>
                    抠图
                  </Button>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() =>
                      remove.mutateAsync([image.id]).then(
                        () => {
                          message.success('已移到回收站，30 天内可恢复');
                          onClose();
                        },
                        () => undefined,
                      )
                    }
                  >
                    删除
                  </Button>
                </>
              )}
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
