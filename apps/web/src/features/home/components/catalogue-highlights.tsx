import { Skeleton, Tag } from 'antd';
import { useCatalogueHighlights, HIGHLIGHT_COUNT } from '../api/get-catalogue-highlights';
import styles from './sections.module.css';

/**
 * 热门定制品类 from the live catalogue: each blank's mockup, technology and print areas as the catalogue holds them
 * (a hand-written list here once promised a 袖标 area the T-shirt never had).
 */
export function CatalogueHighlights() {
  const { data, isPending, isError } = useCatalogueHighlights();
  const rows = data?.rows ?? [];
  if (!isPending && (isError || rows.length === 0)) return null;
  return (
    <section id="catalogue" className={styles.sectionAlt}>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>热门定制品类</h2>
        <p className={styles.sectionLead}>平台白坯按印刷区域给出毫米尺寸与 DPI，设计直接对应印刷。</p>
        <div className={styles.catalogueGrid}>
          {isPending
            ? Array.from({ length: HIGHLIGHT_COUNT }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
                <article key={i} className={styles.catalogueCard}>
                  <Skeleton.Image active className={styles.catalogueThumb} />
                  <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
                </article>
              ))
            : rows.map((item) => (
                <article key={item.id} className={styles.catalogueCard} data-testid="home-catalogue-card">
                  <div className={styles.catalogueThumb}>
                    <img src={item.coverUrl} alt={item.name} loading="lazy" />
                  </div>
                  <h3>{item.name}</h3>
                  <div className={styles.catalogueMeta}>
                    <Tag color="purple">{item.technology}</Tag>
                    <span>{item.printAreaNames.join(' / ')}</span>
                  </div>
                </article>
              ))}
        </div>
      </div>
    </section>
  );
}
