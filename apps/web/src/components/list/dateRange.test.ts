import { describe, expect, it } from 'vitest';
import { dayRangeToInstants, isDay } from './dateRange.ts';

describe('day ranges', () => {
  it('run from the first local midnight to the last moment of the last day', () => {
    const { from, to } = dayRangeToInstants('2026-03-01', '2026-03-02');
    expect(from).toBe(new Date(2026, 2, 1).toISOString());
    expect(to).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).toISOString());
  });

  it('leave out an end that is empty or no real day', () => {
    expect(dayRangeToInstants('', '')).toEqual({});
    expect(dayRangeToInstants('2026-02-31', 'tomorrow')).toEqual({});
    expect(dayRangeToInstants('', '2026-12-31')).toEqual({
      to: new Date(2026, 11, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('tell real days from other text', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
  });
});
