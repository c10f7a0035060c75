import { SUB_ACCOUNT_PERMISSIONS } from '@podbench/contract';
import { Tag, Tooltip } from 'antd';

const LABELS = new Map<string, string>(SUB_ACCOUNT_PERMISSIONS.map((p) => [p.value, p.label]));
const SHOWN = 3;

export function PermissionTags({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <span style={{ color: '#6b6683' }}>未授权</span>;
  const labels = values.map((v) => LABELS.get(v) ?? v);
  return (
    <>
      {labels.slice(0, SHOWN).map((label) => (
        <Tag key={label} color="purple" variant="filled">
          {label}
        </Tag>
      ))}
      {labels.length > SHOWN && (
        <Tooltip title={labels.slice(SHOWN).join('、')}>
          <Tag>+{labels.length - SHOWN}</Tag>
        </Tooltip>
      )}
    </>
  );
}
