import type { DesignWarning } from '@podbench/contract';
import { Alert } from 'antd';

/** The warnings of a new design (overflow, under 150 DPI, an area left out), or that there are none. */
export function WarningList({ warnings, okText }: { warnings: DesignWarning[]; okText: string }) {
  if (warnings.length === 0) return <Alert type="success" showIcon title={okText} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${warnings.length} 条提醒`}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }} aria-label="提醒">
          {warnings.map((w) => (
            <li key={`${w.kind}-${w.areaKey}-${w.layerId ?? ''}`}>{w.message}</li>
          ))}
        </ul>
      }
    />
  );
}
