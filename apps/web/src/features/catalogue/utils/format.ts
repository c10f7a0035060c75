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

export const designPath = (productId: number) => `/design/designCanvas?productId=${productId}`;
export const detailPath = (productId: number) => `/select/designProductInfo?id=${productId}`;
