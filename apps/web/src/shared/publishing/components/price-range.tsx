import { fenToYuan } from '@/shared/utils/money';

/** ¥39.90 or ¥39.90–¥49.90; — without SKUs. */
export function PriceRange({ min, max }: { min: number | null; max: number | null }) {
  if (min === null || max === null) return <>—</>;
  return <>{min === max ? `¥${fenToYuan(min)}` : `¥${fenToYuan(min)}–¥${fenToYuan(max)}`}</>;
}
