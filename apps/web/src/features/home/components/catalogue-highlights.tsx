import {
  CoffeeOutlined,
  HomeOutlined,
  MobileOutlined,
  ShoppingOutlined,
  SkinFilled,
  SkinOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { CATALOGUE } from './home-data';
import styles from './sections.module.css';

const ICONS: Record<(typeof CATALOGUE)[number]['icon'], ReactNode> = {
  shirt: <SkinOutlined />,
  hoodie: <SkinFilled />,
  bag: <ShoppingOutlined />,
  mug: <CoffeeOutlined />,
  phone: <MobileOutlined />,
  pillow: <HomeOutlined />,
};

export function CatalogueHighlights() {
  return (
    <section id="catalogue" className={styles.sectionAlt}>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>热门定制品类</h2>
        <p className={styles.sectionLead}>平台白坯按印刷区域给出毫米尺寸与 DPI，设计直接对应印刷。</p>
        <div className={styles.catalogueGrid}>
          {CATALOGUE.map((item) => (
            <article key={item.name} className={styles.catalogueCard}>
              <div className={styles.catalogueThumb} style={{ background: item.color }}>
                {ICONS[item.icon]}
              </div>
              <h3>{item.name}</h3>
              <div className={styles.catalogueMeta}>
                <Tag color="purple">{item.tech}</Tag>
                <span>{item.areas}</span>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
