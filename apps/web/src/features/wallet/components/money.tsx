import { formatYuan } from '@podbench/contract';

/** ¥1,234.56 from fen; `signed` shows + for income (expenses carry their own minus). */
export const yuanText = (fen: number, signed = false) =>
  `${signed && fen > 0 ? '+' : fen < 0 ? '-' : ''}¥${formatYuan(Math.abs(fen))}`;

/** Yuan typed into an InputNumber → integer fen (floating-point safe). */
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

/** A signed amount coloured as income (green) or expense (red). */
export function SignedAmount({ fen }: { fen: number }) {
  const color = fen > 0 ? '#389e0d' : fen < 0 ? '#cf1322' : undefined;
  return <span style={{ color, fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{yuanText(fen, true)}</span>;
}
