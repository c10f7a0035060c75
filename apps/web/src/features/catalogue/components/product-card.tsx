import { HighlightOutlined } from '@ant-design/icons';
import type { ProductCard as Card } from '@podbench/contract';
import { Card as AntCard, Button, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { assetSrc, designPath, detailPath, yuan } from '../utils/format';
import { ColourSwatches } from './colour-swatches';
import styles from './product-card.module.css';

/** "尺码 S / M" when short, "尺码 S–3XL" for a run of letter sizes, else "5 种规格" (phone models, pillow options). */
function sizeSummary(sizes: string[]): string {
  const joined = sizes.join(' / ');
  if (joined.length <= 16) return `尺码 ${joined}`;
  if (sizes.every((s) => s.length <= 4)) return `尺码 ${sizes[0]}–${sizes.at(-1)}`;
  return `${sizes.length} 种规格`;
}

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
