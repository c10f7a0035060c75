import type { ProductDetail } from '@podbench/contract';
import { Tag } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { discountLabel, yuan } from '../../utils/format';
import styles from './summary.module.css';

/** Base cost, and the caller's VIP price when signed in (or how to get one). */
export function PriceBox({ product }: { product: ProductDetail }) {
  const location = useLocation();
  const { viewer } = product;
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className={styles.priceBox} data-testid="price-box">
      <div className={styles.priceRow}>
        <span className={styles.label}>底价</span>
        <span className={styles.base}>{yuan(product.minBaseCostFen)}</span>
        <span className={styles.hint}>起 · 不同颜色尺码价格见下方规格表</span>
      </div>
      <div className={styles.priceRow}>
        <span className={styles.label}>会员价</span>
        {!viewer ? (
          <span className={styles.hint}>
            <Link to={`/login?redirect=${back}`}>登录</Link> 后查看您的会员价
          </span>
        ) : viewer.discountPercent > 0 && product.minVipPriceFen !== null ? (
          <>
            <span className={styles.vip}>{yuan(product.minVipPriceFen)}</span>
            <span className={styles.hint}>起</span>
            <Tag color="gold">
              {viewer.levelName} · {discountLabel(viewer.discountPercent)}
            </Tag>
          </>
        ) : (
          <span className={styles.hint}>
            {viewer.levelName}无折扣，<Link to="/system/vip">开通会员</Link> 享底价折扣
          </span>
        )}
      </div>
    </div>
  );
}
