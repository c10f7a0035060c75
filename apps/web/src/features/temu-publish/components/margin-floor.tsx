import {
  MARGIN_FLOOR_MAX,
  PACKING_FEN_PER_PIECE,
  SHIPPING_FIRST_KG_FEN,
  SHIPPING_PER_HALF_KG_FEN,
} from '@podbench/contract';
import { App, Button, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSaveSellerSettings } from '@/shared/api/seller-settings';
import { useHasPermi } from '@/shared/permission';
import { fenToYuan } from '@/shared/utils/money';
import type { Margins } from '../hooks/use-margins';

/**
 * How a SKU's production cost is made up, and the seller's margin floor (a seller setting, set here): a SKU whose
 * margin is under it is flagged, one below cost cannot be published.
 */
export function MarginFloor({ margins }: { margins: Margins }) {
  const { message } = App.useApp();
  const save = useSaveSellerSettings();
  const canEdit = useHasPermi(['publish:template']);
  const [value, setValue] = useState<number | null>(margins.floorPercent);
  useEffect(() => setValue(margins.floorPercent), [margins.floorPercent]);
  const changed = value !== null && value !== margins.floorPercent;
  const submit = async () => {
    if (value === null) return;
    await save.mutateAsync({ marginFloorPercent: value });
    message.success(value > 0 ? `利润率下限已设为 ${value}%` : '已取消利润率下限');
  };
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="cost-formula">
        生产成本（每件）= 底板价（含印刷）
        {margins.discountPercent > 0 ? ` × 会员价 ${100 - margins.discountPercent}%` : ''} + 包装 ¥
        {fenToYuan(PACKING_FEN_PER_PIECE)} + 运至仓库运费（首重 1 kg ¥{fenToYuan(SHIPPING_FIRST_KG_FEN)}，续重每 500 g ¥
        {fenToYuan(SHIPPING_PER_HALF_KG_FEN)}，按一件一单计）；与备货单支付时的扣款同一算法。利润率 = 利润 ÷ 供货价。
      </Typography.Text>
      <Space wrap>
        <Typography.Text>利润率下限</Typography.Text>
        <InputNumber
          size="small"
          min={0}
          max={MARGIN_FLOOR_MAX}
          precision={0}
          suffix="%"
          style={{ width: 100 }}
          value={value}
          disabled={!canEdit}
          onChange={(v) => setValue(v)}
          aria-label="利润率下限"
        />
        <Button size="small" disabled={!changed || !canEdit} loading={save.isPending} onClick={() => void submit()}>
          保存下限
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          低于下限的 SKU 会提示，低于成本的 SKU 不能发布（所有模板共用此设置）
        </Typography.Text>
      </Space>
    </Space>
  );
}
