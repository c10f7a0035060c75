import type { GalleryImageDetail } from '@podbench/contract';
import { Descriptions } from 'antd';
import { formatFileSize } from '@/shared/utils/format-file-size';
import { parseTime } from '@/shared/utils/parse-time';
import { colourSpaceLabel, formatLabel, pixelsLabel, printSizeLabel } from '../lib/describe-image';
import styles from './preview.module.css';

/** What a seller checks before printing: pixels, DPI and the print size it gives, size, format, colour space. */
export function ImageFacts({ image }: { image: GalleryImageDetail }) {
  const items = [
    { key: 'px', label: '像素尺寸', children: pixelsLabel(image) },
    {
      key: 'dpi',
      label: '分辨率',
      children: image.mime === 'image/svg+xml' ? '矢量图（任意尺寸）' : image.dpi ? `${image.dpi} DPI` : '未标注 DPI',
    },
    ...(printSizeLabel(image) ? [{ key: 'print', label: '印刷尺寸', children: printSizeLabel(image) }] : []),
    { key: 'size', label: '文件大小', children: formatFileSize(image.size) },
    { key: 'fmt', label: '格式', children: `${formatLabel(image.mime)}${image.hasAlpha ? '（含透明区域）' : ''}` },
    { key: 'space', label: '色彩空间', children: colourSpaceLabel(image.colorSpace) },
    { key: 'folder', label: '文件夹', children: image.folderPath.length ? image.folderPath.join(' / ') : '未分类' },
    { key: 'time', label: '上传时间', children: parseTime(image.createdAt) },
    ...(image.source === 'removal' ? [{ key: 'src', label: '来源', children: '批量抠图结果' }] : []),
  ];
  return <Descriptions className={styles.facts} column={1} size="small" items={items} />;
}
