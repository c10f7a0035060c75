import {
  DeleteOutlined,
  DownloadOutlined,
  FolderOpenOutlined,
  RollbackOutlined,
  ScissorOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { App, Button, Checkbox, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDeleteImages } from '../api/delete-images';
import { useDownloadLink } from '../api/get-download-link';
import { usePurgeImages } from '../api/purge-images';
import { useRestoreImages } from '../api/restore-images';
import { apiUrl } from '../lib/api-url';
import styles from './gallery.module.css';

interface Props {
  ids: number[];
  loaded: number;
  trash: boolean;
  onSelectAll: (all: boolean) => void;
  onClear: () => void;
  onMove: () => void;
  onTags: () => void;
}

/** What can be done with the selection: in the gallery move, tag, download, cut out, delete; in the bin restore or purge. */
export function SelectionBar({ ids, loaded, trash, onSelectAll, onClear, onMove, onTags }: Props) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteImages();
  const restore = useRestoreImages();
  const purge = usePurgeImages();
  const link = useDownloadLink();
  const n = ids.length;
  const done = (text: string) => () => {
    message.success(text);
    onClear();
  };

  const download = () =>
    link.mutateAsync(ids).then(
      (r) => {
        // A plain navigation: the browser streams the ZIP to disk itself (no blob in memory).
        const a = document.createElement('a');
        a.href = apiUrl(r.url);
        a.rel = 'noopener';
        a.click();
        message.success(`正在打包下载 ${n} 张原图`);
      },
      () => undefined,
    );

  return (
    <div className={styles.selectionBar}>
      <Checkbox
        checked={n > 0 && n === loaded}
        indeterminate={n > 0 && n < loaded}
        onChange={(e) => onSelectAll(e.target.checked)}
      >
        已选 {n} 张
      </Checkbox>
      <Space wrap size={6}>
        {trash ? (
          <>
            <Button
              icon={<RollbackOutlined />}
              loading={restore.isPending}
              onClick={() => restore.mutateAsync(ids).then(done(`已恢复 ${n} 张图片`), () => undefined)}
            >
              恢复
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                modal.confirm({
                  title: `彻底删除 ${n} 张图片？`,
                  content: '彻底删除后无法恢复，占用的存储空间随即释放。',
                  okText: '彻底删除',
                  okButtonProps: { danger: true },
                  cancelText: '取消',
                  onOk: () => purge.mutateAsync(ids).then(done(`已彻底删除 ${n} 张图片`), () => undefined),
                })
              }
            >
              彻底删除
            </Button>
          </>
        ) : (
          <>
            <Button icon={<FolderOpenOutlined />} onClick={onMove}>
              移动到
            </Button>
            <Button icon={<TagsOutlined />} onClick={onTags}>
              标签
            </Button>
            <Button icon={<DownloadOutlined />} loading={link.isPending} onClick={download}>
              下载
            </Button>
            <Button
              icon={<ScissorOutlined />}
              disabled={n > 50}
              title={n > 50 ? '一次最多 50 张' : undefined}
              onClick={() => navigate(`/BatchRemoval?ids=${ids.join(',')}`)}
            >
              批量抠图
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={remove.isPending}
              onClick={() => remove.mutateAsync(ids).then(done(`已移到回收站，30 天内可恢复`), () => undefined)}
            >
              删除
            </Button>
          </>
        )}
        <Button type="link" onClick={onClear}>
          取消选择
        </Button>
      </Space>
    </div>
  );
}
