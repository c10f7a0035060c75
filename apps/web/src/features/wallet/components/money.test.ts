import { describe, expect, it } from 'vitest';
import { yuanText, yuanToFen } from './money';

describe('money helpers', () => {
  it('prints fen as yuan with two decimals and thousands separators', () => {
    expect(yuanText(123_456)).toBe('¥1,234.56');
    expect(yuanText(-9_900, true)).toBe('-¥99.00');
    expect(yuanText(10_000, true)).toBe('+¥100.00');
    expect(yuanText(0, true)).toBe('¥0.00');
  });

  it('turns typed yuan into integer fen without floating-point drift', () => {
    expect(yuanToFen(120.5)).toBe(12_050);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(19.99)).toBe(1_999);
  });
});
