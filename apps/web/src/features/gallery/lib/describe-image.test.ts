import { describe, expect, it } from 'vitest';
import { colourSpaceLabel, daysLeft, formatLabel, printSizeLabel } from './describe-image';

describe('image facts in words', () => {
  it('names colour spaces and formats', () => {
    expect(colourSpaceLabel('srgb')).toBe('sRGB');
    expect(colourSpaceLabel('cmyk')).toBe('CMYK');
    expect(colourSpaceLabel('')).toBe('未知');
    expect(formatLabel('image/svg+xml')).toBe('SVG');
  });

  it('turns pixels and DPI into a print size in cm', () => {
    expect(printSizeLabel({ width: 4500, height: 5400, dpi: 300 })).toBe('38.1 × 45.7 cm（300 DPI）');
    expect(printSizeLabel({ width: 4500, height: 5400, dpi: null })).toBeNull();
  });

  it('counts whole days left in the recycle bin', () => {
    const now = 1_000_000_000_000;
    expect(daysLeft(now + 29.2 * 86_400_000, now)).toBe(30);
    expect(daysLeft(now - 1, now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });
});
