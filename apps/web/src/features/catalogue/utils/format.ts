import { fenToYuan } from '@/shared/utils/money';

/** Catalogue images come from the API; an API on another origin (VITE_API_BASE) serves them too. */
export const assetSrc = (url: string) => (url ? `${import.meta.env.VITE_API_BASE ?? ''}${url}` : '');

export const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

/** 6% off reads as "94折", as Chinese shops say it. */
export function discountLabel(percent: number): string {
  const rate = 100 - percent;
  return rate % 10 === 0 ? `${rate / 10}折` : `${rate}折`;
}

/** 228.6 → "228.6", 381 → "381". */
export const mmText = (mm: number) => String(Math.round(mm * 10) / 10);

/**
 * The designer on a new design of this blank; `pick` carries what was chosen on the product page (colour, and the
 * print area of the view shown) so the designer opens on it.
 */
export function designPath(productId: number, pick: { color?: string; area?: string } = {}): string {
  const q = new URLSearchParams({ productId: String(productId) });
  if (pick.color) q.set('color', pick.color);
  if (pick.area) q.set('area', pick.area);
  return `/design/designCanvas?${q}`;
}
export const detailPath = (productId: number) => `/select/designProductInfo?id=${productId}`;

/** "尺码 S / M" when short, "尺码 S–3XL" for a run of letter sizes, else "5 种规格" (phone models, pillow options). */
export function sizeSummary(sizes: string[]): string {
  const joined = sizes.join(' / ');
  if (joined.length <= 16) return `尺码 ${joined}`;
  if (sizes.every((s) => s.length <= 4)) return `尺码 ${sizes[0]}–${sizes.at(-1)}`;
  return `${sizes.length} 种规格`;
}
