import { describe, expect, it } from 'vitest';
import { formatClock } from './use-time-left';

describe('formatClock', () => {
  it('shows mm:ss, rounding a started second up, and h:mm:ss past an hour', () => {
    expect(formatClock(15 * 60_000)).toBe('15:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });
});
