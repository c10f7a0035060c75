import type { PayMethod } from '@podbench/contract';
import { Alert, Radio, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useRechargeMethods } from '../api/get-recharge-methods';
import { MethodIcon } from './method-icon';
import styles from './picker.module.css';

export interface ExtraOption {
  value: string;
  label: ReactNode;
  icon: ReactNode;
  disabled?: boolean;
}

interface MethodPickerProps {
  value: string | undefined;
  onChange: (value: string) => void;
  /** Options before the online methods (VIP: 余额支付). */
  before?: ExtraOption[];
}

/** The online payment methods the server has enabled, as selectable tiles. */
export function MethodPicker({ value, onChange, before = [] }: MethodPickerProps) {
  const { data: methods, isLoading, isError } = useRechargeMethods();
  if (isLoading) return <Skeleton.Button active block style={{ height: 52 }} />;
  const online = (methods ?? []).filter((m) => m.enabled);
  const options = [
    ...before,
    ...online.map((m) => ({
      value: m.method as string,
      label: m.label,
      icon: <MethodIcon method={m.method as PayMethod} />,
    })),
  ];
  return (
    <>
      <Radio.Group value={value} onChange={(e) => onChange(e.target.value as string)} className={styles.tiles}>
        {options.map((o) => (
          <Radio.Button key={o.value} value={o.value} disabled={'disabled' in o && o.disabled} className={styles.tile}>
            <span className={styles.tileLabel}>
              {o.icon}
              {o.label}
            </span>
          </Radio.Button>
        ))}
      </Radio.Group>
      {(isError || online.length === 0) && (
        <Alert type="warning" showIcon title="暂无可用的在线支付方式，请联系客服或稍后再试" style={{ marginTop: 12 }} />
      )}
    </>
  );
}
