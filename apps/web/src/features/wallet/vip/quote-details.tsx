import { DAY_MS, VIP_PERIOD_LABELS, type VipPlan, type VipQuote } from '@podbench/contract';
import { Alert, Descriptions } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { yuanText } from '../components/money';

const TIME = '{y}-{m}-{d} {h}:{i}';

const HOW: Record<VipQuote['action'], string> = {
  new: '立即生效',
  renew: '在当前到期时间后顺延',
  upgrade: '立即生效（升级）',
};

/** What the purchase will do, as the server quoted it: when it starts, when it ends, what is given up. */
export function QuoteDetails({ plan, quote }: { plan: VipPlan; quote: VipQuote }) {
  const forfeitedDays = Math.ceil(quote.forfeitedMs / DAY_MS);
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 120 } }}
        items={[
          {
            key: 'plan',
            label: '套餐',
            children: `${plan.name} · ${VIP_PERIOD_LABELS[plan.period]}（${plan.durationDays} 天）`,
          },
          { key: 'price', label: '应付金额', children: <strong>{yuanText(quote.priceFen)}</strong> },
          { key: 'how', label: '生效方式', children: HOW[quote.action] },
          { key: 'start', label: '生效时间', children: parseTime(quote.startsAt, TIME) },
          { key: 'end', label: '到期时间', children: <strong>{parseTime(quote.expiresAt, TIME)}</strong> },
        ]}
      />
      {quote.action === 'upgrade' && quote.forfeitedMs > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={`升级后立即按新等级计算，原等级剩余约 ${forfeitedDays} 天将不再保留。`}
        />
      )}
    </>
  );
}
