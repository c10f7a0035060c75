import { DAY_MS, type StatisticsOverview, shanghaiDateTime, TOKEN_EXPIRY_WARN_DAYS } from '@podbench/contract';
import { Col, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { LINKS } from '../lib/links';
import { StatCard, SubLink } from './stat-card';
import styles from './work-cards.module.css';

type Overview = StatisticsOverview;

function expiryTag(expiresAt: number, now: number) {
  if (expiresAt <= now) return <Tag color="error">已过期</Tag>;
  const days = Math.ceil((expiresAt - now) / DAY_MS);
  return <Tag color={days <= TOKEN_EXPIRY_WARN_DAYS ? 'warning' : 'default'}>{days} 天后到期</Tag>;
}

/** 发布, 质检不合格率, 店铺授权: whichever the caller may see. */
export function WorkCards({
  publishes,
  qc,
  shops,
  now,
}: Pick<Overview, 'publishes' | 'qc' | 'shops'> & { now: number }) {
  return (
    <>
      {publishes && (
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title="发布失败"
            value={publishes.failed}
            to={LINKS.temuPublishes('failed')}
            testId="ov-publish-failed"
            tone={publishes.failed > 0 ? 'danger' : 'normal'}
          >
            <SubLink
              to={LINKS.temuPublishes('failed')}
              label="Temu"
              value={publishes.temu.failed}
              testId="ov-temu-failed"
            />
            <SubLink
              to={LINKS.sheinPublishes('failed')}
              label="Shein"
              value={publishes.shein.failed}
              testId="ov-shein-failed"
            />
            <SubLink to={LINKS.temuPublishes()} label="发布中" value={publishes.running} testId="ov-publish-running" />
          </StatCard>
        </Col>
      )}
      {qc && (
        <Col xs={24} sm={12} xl={8}>
          <StatCard
            title={`质检不合格率（近 ${qc.days} 天）`}
            value={qc.failureRatePercent === null ? '—' : `${qc.failureRatePercent}%`}
            to={LINKS.qcFailed}
            testId="ov-qc-rate"
            tone={qc.failed > 0 ? 'danger' : 'normal'}
          >
            <SubLink to={LINKS.qcFailed} label="不合格" value={qc.failed} testId="ov-qc-failed" />
            <SubLink to={LINKS.qc} label="质检总数" value={qc.total} testId="ov-qc-total" />
          </StatCard>
        </Col>
      )}
      {shops && (
        <Col xs={24} sm={24} xl={8}>
          <StatCard
            title="授权失效或将到期"
            value={shops.expired + shops.expiringSoon}
            to={LINKS.shops(shops.soonest[0]?.platform ?? 'temu')}
            testId="ov-tokens"
            tone={shops.expired > 0 ? 'danger' : shops.expiringSoon > 0 ? 'warn' : 'normal'}
          >
            <span>
              已失效 <b data-testid="ov-tokens-expired">{shops.expired}</b> · {TOKEN_EXPIRY_WARN_DAYS} 天内到期{' '}
              <b data-testid="ov-tokens-soon">{shops.expiringSoon}</b> · 正常 {shops.live - shops.expiringSoon}
            </span>
            <ul className={styles.shops}>
              {shops.soonest.slice(0, 3).map((s) => (
                <li key={s.shopId} title={`到期时间 ${shanghaiDateTime(s.expiresAt)}`}>
                  <Link to={LINKS.shops(s.platform)}>{s.shopName}</Link>
                  {expiryTag(s.expiresAt, now)}
                </li>
              ))}
            </ul>
          </StatCard>
        </Col>
      )}
    </>
  );
}
