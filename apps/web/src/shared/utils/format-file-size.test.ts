import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [1.25 * 1024 * 1024, '1.25 MB'],
    [1234567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [2.1 * 1024 ** 4, '2.1 TB'],
    [3 * 1024 ** 5, '3072 TB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('drops trailing zeros and keeps at most two decimals', () => {
    expect(formatFileSize(1024 * 1.1)).toBe('1.1 KB');
    expect(formatFileSize(1024 * 1.999)).toBe('2 KB');
    expect(formatFileSize(1024 * 1.005)).toMatch(/^1(\.0\d?)? KB$/);
  });

  it('treats negative or non-finite input as 0 B', () => {
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
