import { formatYuan, type StatisticsOverview } from '@podbench/contract';
import { Col } from 'antd';
import { LINKS } from '../lib/links';
import { StatCard, SubLink } from './stat-card';

type Overview = StatisticsOverview;

/** 账户余额 (and what it pays), 待支付, 生产中, 发货中: whichever the caller may see. */
export function OrderCards({ balance, orders }: Pick<Overview, 'balance' | 'orders'>) {
  const by = orders?.byState ?? {};
  return (
    <>
      {balance && (
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title="账户余额"
            value={`¥${formatYuan(balance.balanceFen)}`}
            to={LINKS.records}
            testId="ov-balance"
          >
            {balance.coverCount !== null && orders && (
              <span data-testid="ov-cover">
                {orders.unpaidCount === 0
                  ? '没有待支付的订单'
                  : balance.coverCount >= orders.unpaidCount
                    ? `够付全部 ${orders.unpaidCount} 单待支付`
                    : `按截止时间先后可付 ${balance.coverCount} 单（¥${formatYuan(balance.coverFen ?? 0)}）`}
              </span>
            )}
            {(balance.shortfallFen ?? 0) > 0 && (
              <SubLink
                to={LINKS.recharge}
                label="全部支付还差"
                value={`¥${formatYuan(balance.shortfallFen ?? 0)}`}
                testId="ov-shortfall"
              />
            )}
          </StatCard>
        </Col>
      )}
      {orders && (
        <>
          <Col xs={24} sm={12} xl={6}>
            <StatCard
              title="待支付订单"
              value={orders.unpaidCount}
              to={LINKS.orders('unpaid')}
              testId="ov-unpaid"
              tone={orders.unpaidCount > 0 ? 'warn' : 'normal'}
            >
              <span data-testid="ov-unpaid-total">合计 ¥{formatYuan(orders.unpaidFen)}</span>
            </StatCard>
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <StatCard
              title="待生产 / 生产中"
              value={orders.inProduction}
              to={LINKS.orders((by.to_produce ?? 0) > 0 ? 'to_produce' : 'producing')}
              testId="ov-production"
            >
              <SubLink
                to={LINKS.orders('to_produce')}
                label="待生产"
                value={by.to_produce ?? 0}
                testId="ov-to-produce"
              />
              <SubLink to={LINKS.orders('producing')} label="生产中" value={by.producing ?? 0} testId="ov-producing" />
            </StatCard>
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <StatCard
              title="待发货 / 已发货"
              value={orders.inShipping}
              to={LINKS.orders((by.to_ship ?? 0) > 0 || !by.shipped ? 'to_ship' : 'shipped')}
              testId="ov-shipping"
            >
              <SubLink to={LINKS.orders('to_ship')} label="待发货" value={by.to_ship ?? 0} testId="ov-to-ship" />
              <SubLink to={LINKS.orders('shipped')} label="已发货" value={by.shipped ?? 0} testId="ov-shipped" />
            </StatCard>
          </Col>
        </>
      )}
    </>
  );
}
