import type { TemuOrderRow } from '@podbench/contract';
import { Typography } from 'antd';

/** Each SKU line's colour and size with its quantity: 白色/M × 2. */
export function OrderSkus({ skus }: { skus: TemuOrderRow['skus'] }) {
  if (skus.length === 0) return null;
  return (
    <Typography.Text style={{ fontSize: 12 }} data-testid="order-skus">
      {skus.map((k, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one order, in line order
        <span key={i}>
          {i > 0 && '；'}
          {[k.color, k.size].filter(Boolean).join('/')} × {k.quantity}
        </span>
      ))}
    </Typography.Text>
  );
}
