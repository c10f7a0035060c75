import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { UPLOAD_MIME_TYPES } from '@podbench/contract';
import { App, Avatar, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile } from '@/shared/api/upload-file';
import { fileUrl } from '@/shared/utils/file-url';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { useChangeProfile } from '../api/change-profile';
import styles from './profile-card.module.css';

const AVATAR_LIMIT_BYTES = 5 * 1024 * 1024;
const ACCEPT = UPLOAD_MIME_TYPES.filter((t) => t !== 'image/tiff').join(',');

/** Click the avatar to upload a new one (`POST /upload`), then save its URL with changeProfile. */
export function AvatarUpload({ src }: { src: string }) {
  const { message } = App.useApp();
  const changeProfile = useChangeProfile();
  const [uploading, setUploading] = useState(false);
  const imageSrc = fileUrl(src);

  const beforeUpload = (file: File) => {
    if (!ACCEPT.split(',').includes(file.type)) {
      message.error('头像仅支持 PNG、JPEG、WebP 或 SVG 图片');
      return Upload.LIST_IGNORE;
    }
    if (file.size > AVATAR_LIMIT_BYTES) {
      message.error(`头像不能超过 ${formatFileSize(AVATAR_LIMIT_BYTES)}，当前 ${formatFileSize(file.size)}`);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const result = await uploadFile(file);
      await changeProfile.mutateAsync({ avatar: result.url });
      message.success('头像已更新');
    } catch {
      // The request layer has shown the reason.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={({ file }) => void upload(file as File)}
    >
      <button type="button" className={styles.avatar} aria-label="更换头像" disabled={uploading}>
        <Avatar size={96} src={imageSrc || undefined} icon={<UserOutlined />} />
        <span className={styles.avatarMask}>
          {uploading ? <LoadingOutlined /> : <CameraOutlined />}
          <span>{uploading ? '上传中' : '更换头像'}</span>
        </span>
      </button>
    </Upload>
  );
}
