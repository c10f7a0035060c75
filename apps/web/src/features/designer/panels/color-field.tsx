import { ColorPicker } from 'antd';
import styles from './panels.module.css';

const PRESETS = ['#111827', '#ffffff', '#7c3aed', '#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#ec4899'];

/** `#RRGGBB` only: the forms the browser canvas and Skia read identically. Null = none (when allowed). */
export function ColorField(props: {
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
  allowClear?: boolean;
}) {
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{props.label}</span>
      <ColorPicker
        size="small"
        showText
        disabledAlpha
        allowClear={props.allowClear}
        value={props.value ?? undefined}
        presets={[{ label: '常用', colors: PRESETS }]}
        onChangeComplete={(c) => props.onChange(c.cleared ? null : c.toHexString().slice(0, 7))}
        onClear={() => props.onChange(null)}
      />
    </div>
  );
}
