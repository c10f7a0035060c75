import { CloudUploadOutlined, HighlightOutlined, ShopOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { FEATURES, WORKFLOW } from './home-data';
import styles from './sections.module.css';

const ICONS: Record<(typeof FEATURES)[number]['icon'], ReactNode> = {
  shop: <ShopOutlined />,
  design: <HighlightOutlined />,
  push: <CloudUploadOutlined />,
  order: <WalletOutlined />,
};

export function FeatureGrid() {
  return (
    <section id="features" className={styles.section}>
      <h2 className={styles.sectionTitle}>六步把设计卖到 Temu</h2>
      <p className={styles.sectionLead}>每一步都在同一个后台完成，状态随时可查。</p>
      <ol className={styles.workflow}>
        {WORKFLOW.map((step, index) => (
          <li key={step.title}>
            <span className={styles.stepNo}>{index + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.featureGrid}>
        {FEATURES.map((f) => (
          <article key={f.title} className={styles.featureCard}>
            <span className={styles.featureIcon}>{ICONS[f.icon]}</span>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
