import type { TemplateImageRef } from '@podbench/contract';
import { Form, type FormItemProps, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { type TemplateImage, TemplateImages } from './template-images';

/** The first problem of a field (`title`, `images`…) in the rule check's words, or undefined. */
export const problemFinder =
  (problems: ReadonlyArray<{ field: string; message: string }>) =>
  (field: string): string | undefined =>
    problems.find((p) => p.field === field)?.message;

/** A required field that shows, under it in red, the rule it breaks right now. */
export function CheckedItem({ problem, required = true, ...rest }: FormItemProps & { problem: string | undefined }) {
  return <Form.Item required={required} validateStatus={problem ? 'error' : undefined} help={problem} {...rest} />;
}

interface TitleProps {
  label: string;
  value: string;
  max: number;
  problem: string | undefined;
  extra?: ReactNode;
  onChange: (title: string) => void;
}

/** 商品标题: the marketplace's length limit, counted as it is typed. */
export function TitleField({ label, value, max, problem, extra, onChange }: TitleProps) {
  return (
    <CheckedItem label={label} problem={problem} extra={extra}>
      <Input.TextArea
        aria-label="商品标题"
        value={value}
        maxLength={max}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(e) => onChange(e.target.value)}
      />
    </CheckedItem>
  );
}

interface ImagesProps {
  images: TemplateImage[];
  max: number;
  problem: string | undefined;
  /** The marketplace's image rules above the images (Temu's sizes per category). */
  hint?: ReactNode;
  onChange: (images: TemplateImageRef[]) => void;
}

/** 商品图片: the carousel, first is the main image; reorder or drop any. */
export function ImagesField({ images, max, problem, hint, onChange }: ImagesProps) {
  const list = <TemplateImages images={images} max={max} onChange={(next) => onChange(next.map((i) => i.ref))} />;
  return (
    <CheckedItem label="商品图片" problem={problem}>
      {hint ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {hint}
          {list}
        </Space>
      ) : (
        list
      )}
    </CheckedItem>
  );
}
