import { describe, expect, it } from 'vitest';
import { parseTime } from './parse-time';

describe('parseTime', () => {
  const local = new Date(2024, 0, 2, 3, 4, 5); // Tuesday, local time

  it('formats with the default pattern {y}-{m}-{d} {h}:{i}:{s}', () => {
    expect(parseTime(local)).toBe('2024-01-02 03:04:05');
    expect(parseTime(local.getTime())).toBe('2024-01-02 03:04:05');
  });

  it('reads 10-digit numbers and digit strings as seconds', () => {
    const seconds = Math.floor(local.getTime() / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(parseTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(parseTime(String(seconds))).toBe('2024-01-02 03:04:05');
  });

  it('reads 13-digit digit strings as milliseconds', () => {
    expect(parseTime(String(local.getTime()))).toBe('2024-01-02 03:04:05');
  });

  it('gives the Chinese weekday for {a}', () => {
    expect(parseTime(local, '{y}/{m}/{d} 星期{a}')).toBe('2024/01/02 星期二');
    expect(parseTime(new Date(2024, 0, 7), '{a}')).toBe('日');
    expect(parseTime(new Date(2024, 0, 6), '{a}')).toBe('六');
  });

  it('reads local date strings', () => {
    expect(parseTime('2024-01-02 03:04:05', '{h}:{i}')).toBe('03:04');
    expect(parseTime('2024-1-2', '{y}{m}{d}')).toBe('20240102');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(parseTime(null)).toBe('');
    expect(parseTime(undefined)).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseTime('not a date')).toBe('');
  });
});
