import { TEMU_ORIGIN_PROVINCES, type TemuOrigin } from '@podbench/contract';
import { Select, Space, Typography } from 'antd';

interface Props {
  value: TemuOrigin;
  invalid: boolean;
  onChange: (o: TemuOrigin) => void;
}

/**
 * 产地: 中国 with a province from Temu doc 201 (2000146 产地必填). Only the provinces whose ids the reference quotes are
 * offered. The currency is the publishing shop's (Temu answers it per shop), not the template's.
 */
export function OriginPicker({ value, invalid, onChange }: Props) {
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
        <Select aria-label="产地国家" style={{ width: 110 }} value="CN" options={[{ value: 'CN', label: '中国' }]} />
        <Select
          aria-label="产地省份"
          style={{ width: '100%' }}
          placeholder="选择省份"
          status={invalid ? 'error' : undefined}
          value={value.region2Id ?? undefined}
          options={TEMU_ORIGIN_PROVINCES.map((p) => ({ value: p.region2Id, label: p.name }))}
          onChange={(region2Id: number) => onChange({ region1ShortName: 'CN', region2Id })}
        />
      </Space.Compact>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        币种：按发布店铺在 Temu 的结算币种报价（发布详情中显示）
      </Typography.Text>
    </Space>
  );
}
