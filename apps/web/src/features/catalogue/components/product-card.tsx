import { HighlightOutlined } from '@ant-design/icons';
import type { ProductCard as Card } from '@podbench/contract';
import { Card as AntCard, Button, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { assetSrc, designPath, detailPath, sizeSummary, yuan } from '../utils/format';
import { ColourSwatches } from './colour-swatches';
import styles from './product-card.module.css';

/** One blank in the catalogue grid: mockup, from-price (and the caller's VIP price), colours, sizes, days. */
export function ProductCard({ product }: { product: Card }) {
  const navigate = useNavigate();
  const open = () => navigate(detailPath(product.id));
  const sizes = sizeSummary(product.sizes);
  return (
    <AntCard
      className={styles.card}
      variant="borderless"
      data-testid="product-card"
      cover={
        <button type="button" className={styles.cover} onClick={open} aria-label={`查看 ${product.name}`}>
          <img src={assetSrc(product.coverUrl)} alt={product.name} loading="lazy" />
          <span className={styles.days}>{product.productionDays} 天生产</span>
        </button>
      }
    >
      <Typography.Paragraph className={styles.name} ellipsis={{ rows: 2 }} onClick={open}>
        {product.name}
      </Typography.Paragraph>
      <div>
        <Tag color="purple">{product.technology}</Tag>
        <Tag>{product.printAreaNames.join(' · ')}</Tag>
      </div>
      <div className={styles.price}>
        <span className={styles.yuan}>{yuan(product.minBaseCostFen)}</span>
        <span className={styles.from}>起</span>
        {product.minVipPriceFen !== null && product.minVipPriceFen < product.minBaseCostFen && (
          <span className={styles.vip}>会员价 {yuan(product.minVipPriceFen)} 起</span>
        )}
      </div>
      <ColourSwatches colors={product.colors} max={8} />
      <div className={styles.meta}>
        <span>{product.colors.length} 色</span>
        <span title={product.sizes.join(' / ')}>{sizes}</span>
      </div>
      <div className={styles.footer}>
        <Button onClick={open}>详情</Button>
        <Button type="primary" icon={<HighlightOutlined />} onClick={() => navigate(designPath(product.id))}>
          开始设计
        </Button>
      </div>
    </AntCard>
  );
}
