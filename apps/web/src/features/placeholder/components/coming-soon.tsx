import { CheckCircleTwoTone, ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './coming-soon.module.css';

export interface ComingSoonProps {
  /** Page name as in the menu. */
  title: string;
  /** One sentence: what the page is for. */
  summary: string;
  /** What the page will let the seller do. */
  capabilities: readonly string[];
  /** The module whose release brings the page, e.g. 店铺授权模块. */
  release: string;
  icon?: ReactNode;
  extra?: ReactNode;
}

/**
 * The honest empty state of a page whose module has not shipped yet: it says what the page will do and
 * which release brings it, and offers nothing that does not work.
 */
export function ComingSoon({ title, summary, capabilities, release, icon, extra }: ComingSoonProps) {
  return (
    <Card variant="borderless" className={styles.card}>
      <Result
        icon={icon ?? <ClockCircleOutlined className={styles.icon} />}
        title={
          <span>
            {title}
            <Tag color="purple" className={styles.tag}>
              即将上线
            </Tag>
          </span>
        }
        subTitle={summary}
        extra={extra}
      >
        <div className={styles.body}>
          <Typography.Text strong>上线后您可以：</Typography.Text>
          <ul className={styles.list}>
            {capabilities.map((item) => (
              <li key={item}>
                <CheckCircleTwoTone twoToneColor="#7c3aed" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary" className={styles.note}>
            该功能将随「{release}」在后续版本中发布，当前页面暂不提供操作。
          </Typography.Text>
        </div>
      </Result>
    </Card>
  );
}
