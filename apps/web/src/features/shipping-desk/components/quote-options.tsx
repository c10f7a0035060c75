import type { QuoteOption } from '@podbench/contract';
import { Empty, Radio, Select, Space, Tag, Typography } from 'antd';
import { fenToYuan } from '@/shared/utils/money';

const price = (o: QuoteOption) => {
  if (o.minFen === null && o.maxFen === null) return '运费待定';
  if (o.minFen === o.maxFen || o.maxFen === null) return `¥${fenToYuan(o.minFen ?? 0)}`;
  return `¥${fenToYuan(o.minFen ?? 0)} – ¥${fenToYuan(o.maxFen)}`;
};

interface Props {
  options: readonly QuoteOption[];
  predictId: number | null;
  onPick: (predictId: number) => void;
  slot: number | null;
  onSlot: (index: number) => void;
}

/** Temu's recommended carriers (logisticsmatch): price range, delivery promise, pickup slots of the chosen one. */
export function QuoteOptions({ options, predictId, onPick, slot, onSlot }: Props) {
  if (options.length === 0) return <Empty description="Temu 没有可用的推荐物流，请改用自有物流" />;
  const chosen = options.find((o) => o.predictId === predictId);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={predictId}
        onChange={(e) => onPick(e.target.value as number)}
        style={{ width: '100%' }}
        data-testid="quote-options"
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {options.map((o) => (
            <Radio key={o.predictId} value={o.predictId} aria-label={o.expressCompanyName}>
              <Space wrap>
                <Typography.Text strong>{o.expressCompanyName}</Typography.Text>
                <Typography.Text type="danger">{price(o)}</Typography.Text>
                {o.timeText && <Tag color="green">{o.timeText}</Tag>}
                <Typography.Text type="secondary">{`${o.slots.length} 个揽收时段`}</Typography.Text>
                {o.attention && <Typography.Text type="warning">{o.attention}</Typography.Text>}
              </Space>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {chosen && (
        <Select
          style={{ width: '100%' }}
          placeholder={chosen.slots.length ? '请选择揽收时段' : '该物流没有可预约的揽收时段'}
          aria-label="揽收时段"
          value={slot ?? undefined}
          onChange={onSlot}
          options={chosen.slots.map((s, i) => ({
            value: i,
            label: usable(s) ? s.text : `${s.text}（已过）`,
            disabled: !usable(s),
          }))}
        />
      )}
    </Space>
  );
}

const PICKUP_LEAD_MS = 10 * 60_000;
/** A slot ending within the lead time can no longer be booked. */
const usable = (s: { end: number }, now = Date.now()) => s.end > now + PICKUP_LEAD_MS;

/** The pickup time sent to Temu: the slot's start, or a little after now when the slot has already begun. */
export function pickupTime(s: { start: number; end: number }, now = Date.now()) {
  if (s.start > now) return s.start;
  const soon = now + PICKUP_LEAD_MS;
  return soon < s.end ? soon : s.start;
}
