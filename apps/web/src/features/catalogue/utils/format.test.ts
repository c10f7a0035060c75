import { describe, expect, it } from 'vitest';
import { discountLabel, mmText, sizeSummary, yuan } from './format';

describe('catalogue formatting', () => {
  it('prices in yuan from fen', () => {
    expect(yuan(3200)).toBe('¥32.00');
    expect(yuan(980)).toBe('¥9.80');
  });

  it('discounts as Chinese shops say them', () => {
    expect(discountLabel(6)).toBe('94折');
    expect(discountLabel(10)).toBe('9折');
    expect(discountLabel(3)).toBe('97折');
  });

  it('millimetres without trailing zeros', () => {
    expect(mmText(381)).toBe('381');
    expect(mmText(228.6)).toBe('228.6');
    expect(mmText(6.35)).toBe('6.4');
  });

  it('sizes: a short list, a run of letter sizes, or a count', () => {
    expect(sizeSummary(['11oz'])).toBe('尺码 11oz');
    expect(sizeSummary(['S', 'M', 'L', 'XL', '2XL', '3XL'])).toBe('尺码 S–3XL');
    expect(sizeSummary(['iPhone 13', 'iPhone 14', 'iPhone 15'])).toBe('3 种规格');
  });
});
