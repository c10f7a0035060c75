import previewSprite from '@podbench/design/font-previews.png';
import {
  FONT_CATEGORIES,
  FONT_FAMILIES,
  FONT_PREVIEW,
  type FontCategory,
  type FontFamily,
  fontFamilyInfo,
  fontPreviewRow,
} from '@podbench/design';
import { Select } from 'antd';
import styles from './font-picker.module.css';

/** A family's label drawn in its own face: a crop of the preview sprite, so no font file is fetched to preview. */
function FontPreview({ family }: { family: FontFamily }) {
  const { width, rowHeight } = FONT_PREVIEW;
  const row = fontPreviewRow(family);
  return (
    <span
      role="img"
      aria-label={fontFamilyInfo(family).label}
      className={styles.preview}
      style={{
        width,
        backgroundImage: `url(${previewSprite})`,
        backgroundSize: `${width}px ${rowHeight * FONT_FAMILIES.length}px`,
        backgroundPosition: `0 -${row * rowHeight}px`,
      }}
    />
  );
}

const groups = (Object.entries(FONT_CATEGORIES) as Array<[FontCategory, string]>)
  .map(([category, title]) => ({
    label: title,
    title,
    options: FONT_FAMILIES.filter((f) => f.category === category).map((f) => ({
      value: f.family as FontFamily,
      title: f.label,
      label: <FontPreview family={f.family} />,
    })),
  }))
  .filter((g) => g.options.length > 0);

/** The type library grouped by kind (中文黑体, 中文手写, 英文展示 …), each family previewed in its own face. */
export function FontPicker({
  value,
  loading,
  onChange,
}: {
  value: FontFamily;
  /** The chosen family's glyphs are being fetched. */
  loading?: boolean;
  onChange: (family: FontFamily) => void;
}) {
  return (
    <Select<FontFamily>
      size="small"
      loading={loading}
      aria-label="字体"
      value={value}
      options={groups}
      virtual={false}
      listHeight={360}
      popupMatchSelectWidth={240}
      labelRender={({ value: v }) => fontFamilyInfo(v as FontFamily).label}
      onChange={onChange}
    />
  );
}
