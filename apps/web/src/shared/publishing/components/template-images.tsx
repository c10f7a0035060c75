import { ArrowLeftOutlined, DeleteOutlined, FileImageOutlined } from '@ant-design/icons';
import { type TemplateImageRef, templateImageKey } from '@podbench/contract';
import { Button, Image, Space, Tooltip, Typography } from 'antd';
import styles from './template-images.module.css';

/** A template image: the reference the template stores (the seller's render, gallery image or upload) and its URL. */
export interface TemplateImage {
  ref: TemplateImageRef;
  url: string | null;
}

/** Each reference's browser URL as the detail answered it (`imageUrls[i]` for `images[i]`), by reference. */
export const urlsByRef = (images: TemplateImageRef[], urls: Array<string | null>) =>
  new Map(images.map((ref, i) => [templateImageKey(ref), urls[i] ?? null]));

export const withUrls = (images: TemplateImageRef[], urls: Map<string, string | null>): TemplateImage[] =>
  images.map((ref) => ({ ref, url: urls.get(templateImageKey(ref)) ?? null }));

interface Props {
  images: TemplateImage[];
  /** The marketplace's most carousel images. */
  max: number;
  onChange: (images: TemplateImage[]) => void;
}

/** The carousel images (the design's mockups): the first is the main image; reorder or drop any. */
export function TemplateImages({ images, max, onChange }: Props) {
  const move = (i: number) => {
    const next = [...images];
    [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
    onChange(next);
  };
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {images.length} / {max} 张，第一张为主图。图片来自设计生成的效果图。
      </Typography.Paragraph>
      <Image.PreviewGroup>
        <div className={styles.grid}>
          {images.map((img, i) => (
            <div key={templateImageKey(img.ref)} className={styles.item} data-testid="template-image">
              {img.url ? (
                <Image src={img.url} width={104} height={104} style={{ objectFit: 'cover' }} />
              ) : (
                <div className={styles.missing}>
                  <FileImageOutlined />
                </div>
              )}
              {i === 0 && <span className={styles.main}>主图</span>}
              <Space size={0} className={styles.tools}>
                <Tooltip title="前移">
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowLeftOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i)}
                    aria-label="前移"
                  />
                </Tooltip>
                <Tooltip title="移除">
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => onChange(images.filter((_, j) => j !== i))}
                    aria-label="移除"
                  />
                </Tooltip>
              </Space>
            </div>
          ))}
        </div>
      </Image.PreviewGroup>
    </>
  );
}
