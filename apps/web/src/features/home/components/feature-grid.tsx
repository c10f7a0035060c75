import { CloudUploadOutlined, HighlightOutlined, ShopOutlined, WalletOutlined } from '@ant-design/icons';
import { Steps } from 'antd';
import type { ReactNode } from 'react';
import { FEATURES, WORKFLOW } from './home-data';
import styles from './home.module.css';

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
      <Steps
        className={styles.steps}
        current={-1}
        titlePlacement="vertical"
        items={WORKFLOW.map((step) => ({ title: step.title, content: step.text }))}
      />
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
