import { InputNumber } from 'antd';
import styles from './panels.module.css';

interface Props {
  label: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
  disabled?: boolean;
}

/** A labelled number: rounded for display, committed as the user types (merged into one undo step per field). */
export function NumField({ label, value, onChange, min, max, step = 1, suffix, disabled }: Props) {
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <InputNumber
        size="small"
        value={Math.round(value * 100) / 100}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        suffix={suffix}
        aria-label={label}
        style={{ width: '100%' }}
        onChange={(v) => typeof v === 'number' && Number.isFinite(v) && onChange(v)}
      />
    </div>
  );
}
