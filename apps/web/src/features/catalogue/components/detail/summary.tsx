import { HighlightOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@podbench/contract';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { designPath, mmText } from '../../utils/format';
import { ColourSwatches } from '../colour-swatches';
import { PriceBox } from './price-box';
import styles from './summary.module.css';

interface SummaryProps {
  product: ProductDetail;
  colorName: string;
  /** The mockup view shown: 开始设计 opens the designer on the print area it shows. */
  viewKey: string;
  onColorChange: (name: string) => void;
}

/** Name, price, colours, sizes, print areas and production time beside the gallery, and 开始设计. */
export function Summary({ product, colorName, viewKey, onColorChange }: SummaryProps) {
  const navigate = useNavigate();
  const area = product.mockupViews.find((v) => v.key === viewKey)?.areas[0]?.areaKey;
  const weights = product.variants.map((v) => v.weightG);
  const weight =
    Math.min(...weights) === Math.max(...weights)
      ? `${weights[0]} g`
      : `${Math.min(...weights)}–${Math.max(...weights)} g`;
  return (
    <div className={styles.summary}>
      <div>
        <h1 className={styles.name}>{product.name}</h1>
        <div style={{ marginTop: 8 }}>
          {!product.onSale && <Tag color="default">已下架</Tag>}
          <Tag color="purple">{product.technology.secondName}</Tag>
          <Tag>{product.technology.firstName}</Tag>
          <Tag>{product.categoryPath.join(' / ')}</Tag>
        </div>
      </div>
      <p className={styles.description}>{product.description}</p>
      <PriceBox product={product} />
      <div className={styles.facts}>
        <span className={styles.factLabel}>颜色</span>
        <div>
          <ColourSwatches colors={product.colors} size="large" selected={colorName} onSelect={onColorChange} />
          <div className={styles.hint} style={{ marginTop: 4 }}>
            已选：{colorName}
          </div>
        </div>
        <span className={styles.factLabel}>尺码</span>
        <div>
          {product.sizes.map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </div>
        <span className={styles.factLabel}>印刷区域</span>
        <div>
          {product.printAreas.map((a) => (
            <Tag key={a.key} color="geekblue">
              {a.name} {mmText(a.widthMm)}×{mmText(a.heightMm)} mm
            </Tag>
          ))}
        </div>
        <span className={styles.factLabel}>生产时效</span>
        <span>
          下单后 <b>{product.productionDays}</b> 个工作日内生产完成并发货
        </span>
        <span className={styles.factLabel}>材质</span>
        <span>{product.material}</span>
        <span className={styles.factLabel}>重量</span>
        <span>{weight}（含包装）</span>
      </div>
      <div className={styles.actions}>
        <Button
          type="primary"
          size="large"
          icon={<HighlightOutlined />}
          disabled={!product.onSale}
          onClick={() => navigate(designPath(product.id, { color: colorName, area }))}
        >
          开始设计
        </Button>
      </div>
    </div>
  );
}
