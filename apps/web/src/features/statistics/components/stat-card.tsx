import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './stat-card.module.css';

interface StatCardProps {
  title: string;
  /** The headline figure, linked to the list behind it. */
  value: ReactNode;
  to: string;
  testId: string;
  tone?: 'normal' | 'warn' | 'danger';
  children?: ReactNode;
}

/** One dashboard figure: the number opens the filtered list it counts; details and sub-links below it. */
export function StatCard({ title, value, to, testId, tone = 'normal', children }: StatCardProps) {
  return (
    <Card variant="borderless" className={styles.card} data-testid={`${testId}-card`}>
      <Typography.Text type="secondary" className={styles.title}>
        {title}
      </Typography.Text>
      <Link to={to} className={`${styles.value} ${styles[tone]}`} data-testid={testId}>
        {value}
      </Link>
      {children && <div className={styles.detail}>{children}</div>}
    </Card>
  );
}

/** A secondary figure inside a card, linked to its own filtered list. */
export function SubLink({ to, label, value, testId }: { to: string; label: string; value: ReactNode; testId: string }) {
  return (
    <Link to={to} className={styles.sub} data-testid={testId}>
      {label} <b>{value}</b>
    </Link>
  );
}
