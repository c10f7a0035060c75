import type { ShopPlatform } from '@podbench/contract';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { PLATFORM_META } from '../lib/platform-meta';
import styles from './shop-page-header.module.css';

interface Props {
  platform: ShopPlatform;
  /** Quota and buttons, right-aligned (wrapping under the text on narrow screens). */
  extra?: ReactNode;
}

export function ShopPageHeader({ platform, extra }: Props) {
  const meta = PLATFORM_META[platform];
  return (
    <Card variant="borderless">
      <div className={styles.header}>
        <span className={styles.mark} style={{ background: meta.color }} aria-hidden>
          {meta.name.slice(0, 1)}
        </span>
        <div className={styles.text}>
          <h1 className={styles.title}>{meta.title}</h1>
          <div className={styles.summary}>{meta.summary}</div>
        </div>
        {extra ? <div className={styles.side}>{extra}</div> : null}
      </div>
    </Card>
  );
}
