import { CloseOutlined, InboxOutlined, PictureOutlined } from '@ant-design/icons';
import { REMOVAL_MAX_IMAGES, type RemovalOptions } from '@podbench/contract';
import { Button, Card, Progress, Slider, Switch, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { GalleryPickerModal } from './gallery-picker-modal';
import styles from './removal.module.css';
import { isReady, isUploading, type Source } from './sources';

interface Props {
  sources: Source[];
  onAddImages: Parameters<typeof GalleryPickerModal>[0]['onPick'];
  onAddFiles: (files: File[]) => void;
  onRemove: (key: string) => void;
  options: RemovalOptions;
  onOptions: (o: RemovalOptions) => void;
  starting: boolean;
  onStart: () => void;
}

/** Step 1: gather images (gallery or upload), set the tolerance, start. */
export function SourcePicker({
  sources,
  onAddImages,
  onAddFiles,
  onRemove,
  options,
  onOptions,
  starting,
  onStart,
}: Props) {
  const [picking, setPicking] = useState(false);
  const ready = sources.filter(isReady).length;
  const uploading = sources.some(isUploading);
  const full = sources.length >= REMOVAL_MAX_IMAGES;
  return (
    <Card
      variant="borderless"
      title={`选择图片（${sources.length}/${REMOVAL_MAX_IMAGES}）`}
      extra={
        <Button icon={<PictureOutlined />} onClick={() => setPicking(true)} disabled={full}>
          从图库选择
        </Button>
      }
    >
      <Upload.Dragger
        multiple
        showUploadList={false}
        accept=".png,.jpg,.jpeg,.webp,.tif,.tiff"
        disabled={full}
        beforeUpload={(_file, list) => {
          // Called once per file with the whole list: take the list on its first file only.
          if (_file === list[0]) onAddFiles(list.slice(0, REMOVAL_MAX_IMAGES - sources.length));
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽图片到这里上传</p>
        <p className="ant-upload-hint">
          PNG / JPEG / WebP / TIFF，单张最大 50 MB；上传的图片只用于抠图，保存结果时才进入图库
        </p>
      </Upload.Dragger>
      {sources.length > 0 && (
        <div className={styles.sources}>
          {sources.map((s) => (
            <div key={s.key} className={styles.source}>
              <div className={styles.sourceThumb}>
                <img src={s.thumb} alt={s.name} />
              </div>
              <div className={styles.sourceName} title={s.name}>
                {s.name}
              </div>
              {s.kind === 'file' && s.fileId === undefined && (
                <div style={{ padding: '0 8px 6px' }}>
                  {s.error ? (
                    <Tooltip title={s.error}>
                      <span style={{ color: '#ff4d4f', fontSize: 12 }}>上传失败</span>
                    </Tooltip>
                  ) : (
                    <Progress percent={s.progress} size="small" />
                  )}
                </div>
              )}
              <Button
                className={styles.sourceRemove}
                size="small"
                shape="circle"
                icon={<CloseOutlined />}
                aria-label={`移除 ${s.name}`}
                onClick={() => onRemove(s.key)}
              />
            </div>
          ))}
        </div>
      )}
      <div className={styles.options}>
        <div className={styles.tolerance}>
          <Tooltip title="颜色与背景相差多少以内算作背景。背景有渐变或噪点时调大，主体边缘被误删时调小。">
            <span>容差</span>
          </Tooltip>
          <Slider
            min={1}
            max={60}
            value={options.tolerance}
            onChange={(tolerance) => onOptions({ ...options, tolerance })}
            aria-label="容差"
            ariaLabelForHandle="容差"
          />
          <span style={{ width: 24 }}>{options.tolerance}</span>
        </div>
        <span>
          <Switch
            size="small"
            checked={options.removeEnclosed}
            onChange={(removeEnclosed) => onOptions({ ...options, removeEnclosed })}
            aria-label="去除封闭区域"
          />{' '}
          同时去除图案内部的背景色（如字母中间的空白）
        </span>
        <Button
          type="primary"
          size="large"
          style={{ marginInlineStart: 'auto' }}
          disabled={!ready || uploading}
          loading={starting}
          onClick={onStart}
        >
          {uploading ? '等待上传完成…' : `开始抠图${ready ? `（${ready} 张）` : ''}`}
        </Button>
      </div>
      <GalleryPickerModal
        open={picking}
        taken={sources.length}
        onPick={onAddImages}
        onClose={() => setPicking(false)}
      />
    </Card>
  );
}
