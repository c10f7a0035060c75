import {
  TEMU_ORDER_VIEW_LABELS,
  TEMU_ORDER_VIEWS,
  type TemuOrderTemuCounts,
  type TemuOrderView,
  type TemuOrderViewCounts,
} from '@podbench/contract';
import { Radio, Space, Tooltip, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';

const HINTS: Record<TemuOrderView, string> = {
  to_deliver: 'Temu 状态「已接单，待发货」；Temu 计数来自 statusNumMap',
  urgent: 'Temu 标记为紧急（urgencyType=1）的备货单',
  jit: 'JIT 备货单（purchaseStockType=1）',
  overdue: '超过最晚发货时间仍未发货，或超过最晚到货时间仍未收货；Temu 计数为发货已逾期 + 到货已逾期',
};

interface Props {
  value: TemuOrderView | undefined;
  onChange: (v: TemuOrderView | undefined) => void;
  views: TemuOrderViewCounts | undefined;
  temu: TemuOrderTemuCounts | null | undefined;
}

/**
 * The working views over Temu's fields (待发货, 加急, JIT, 逾期): each with the synced orders it holds and, where Temu
 * gives one, Temu's own count for the shops in scope (as of the last sync).
 */
export function OrderViews({ value, onChange, views, temu }: Props) {
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Radio.Group
        optionType="button"
        value={value ?? 'all'}
        onChange={(e) => onChange(e.target.value === 'all' ? undefined : (e.target.value as TemuOrderView))}
        aria-label="备货单视图"
      >
        <Radio.Button value="all">全部订单</Radio.Button>
        {TEMU_ORDER_VIEWS.map((v) => {
          const c = views?.[v];
          return (
            <Tooltip key={v} title={HINTS[v]}>
              <Radio.Button value={v}>
                <span data-testid={`view-${v}`}>
                  {TEMU_ORDER_VIEW_LABELS[v]} {c?.count ?? 0}
                  {c?.temuCount !== null && c?.temuCount !== undefined && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {' '}
                      · Temu {c.temuCount}
                    </Typography.Text>
                  )}
                </span>
              </Radio.Button>
            </Tooltip>
          );
        })}
      </Radio.Group>
      {temu && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Temu 计数更新于 {parseTime(temu.readAt, '{m}-{d} {h}:{i}')}
          {temu.todayCanDeliverNum !== null ? ` · 今日可发货 ${temu.todayCanDeliverNum}` : ''}
        </Typography.Text>
      )}
    </Space>
  );
}
