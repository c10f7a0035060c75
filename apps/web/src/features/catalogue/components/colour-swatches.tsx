import type { ProductColor } from '@podbench/contract';
import { Tooltip } from 'antd';
import styles from './colour-swatches.module.css';

interface ColourSwatchesProps {
  colors: ProductColor[];
  /** Show at most this many, then "+N". */
  max?: number;
  size?: 'small' | 'large';
  selected?: string;
  onSelect?: (name: string) => void;
}

/** Colour dots with the colour's name on hover; clickable when `onSelect` is given. */
export function ColourSwatches({
  colors,
  max = colors.length,
  size = 'small',
  selected,
  onSelect,
}: ColourSwatchesProps) {
  const shown = colors.slice(0, max);
  const cls = (name: string) =>
    [
      styles.swatch,
      size === 'large' ? styles.large : '',
      onSelect ? styles.selectable : '',
      selected === name ? styles.selected : '',
    ].join(' ');
  return (
    <div className={styles.swatches}>
      {shown.map((c) => (
        <Tooltip key={c.name} title={c.name}>
          {onSelect ? (
            <button
              type="button"
              aria-pressed={selected === c.name}
              aria-label={c.name}
              className={cls(c.name)}
              style={{ background: c.hex }}
              onClick={() => onSelect(c.name)}
            />
          ) : (
            <span title={c.name} className={cls(c.name)} style={{ background: c.hex }} />
          )}
        </Tooltip>
      ))}
      {colors.length > shown.length && <span className={styles.more}>+{colors.length - shown.length}</span>}
    </div>
  );
}
