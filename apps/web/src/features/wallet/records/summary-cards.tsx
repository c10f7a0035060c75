import { type AccountSummary, LEDGER_TYPES, type LedgerType } from '@podbench/contract';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { yuanText } from '../components/money';
import { LEDGER_COLORS } from './ledger-type';
import styles from './records.module.css';

interface SummaryCardsProps {
  summary: AccountSummary | undefined;
  selected?: LedgerType;
  /** Clicking a type card filters by it (clicking it again clears). */
  onPick: (type: LedgerType | undefined) => void;
}

/** Balance, income and expense of the range, then one card per ledger type with its total and count. */
export function SummaryCards({ summary, selected, onPick }: SummaryCardsProps) {
  if (!summary) return <Skeleton active paragraph={{ rows: 4 }} />;
  const byType = new Map(summary.totals.map((t) => [t.type, t]));
  const overall = [
    { title: '当前余额', fen: summary.balanceFen, color: '#7c3aed' },
    { title: '期间收入', fen: summary.incomeFen, color: '#389e0d' },
    { title: '期间支出', fen: -Math.abs(summary.expenseFen), color: '#cf1322' },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {overall.map((o) => (
          <Col xs={24} sm={8} key={o.title}>
            <Card variant="borderless" className={styles.overall}>
              <Statistic
                title={o.title}
                value={yuanText(o.fen)}
                styles={{ content: { color: o.color, fontWeight: 600 } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <div className={styles.typeGrid} data-testid="type-totals">
        {LEDGER_TYPES.map((type) => {
          const total = byType.get(type);
          const active = selected === type;
          return (
            <button
              type="button"
              key={type}
              className={active ? `${styles.typeCard} ${styles.typeActive}` : styles.typeCard}
              style={{ borderTopColor: LEDGER_COLORS[type] }}
              onClick={() => onPick(active ? undefined : type)}
              aria-pressed={active}
            >
              <span className={styles.typeName}>{type}</span>
              <span className={styles.typeAmount}>{yuanText(total?.amountFen ?? 0, true)}</span>
              <span className={styles.typeCount}>{total?.count ?? 0} 笔</span>
            </button>
          );
        })}
      </div>
    </>
  );
}
