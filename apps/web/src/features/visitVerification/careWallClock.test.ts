import { describe, expect, it } from 'vitest';
import { fromCareWallClock, toCareWallClock } from './careWallClock.ts';

describe('care time zone wall-clock times (America/Toronto)', () => {
  it('reads and writes a winter and a summer time', () => {
    expect(toCareWallClock('2026-01-15T14:05:00.000Z')).toBe('2026-01-15T09:05');
    expect(fromCareWallClock('2026-01-15T09:05')).toBe('2026-01-15T14:05:00.000Z');
    expect(toCareWallClock('2026-07-01T13:00:00.000Z')).toBe('2026-07-01T09:00');
    expect(fromCareWallClock('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('takes the earlier 01:30 of the night clocks go back, and 03:30 for the skipped 02:30', () => {
    expect(fromCareWallClock('2025-11-02T01:30')).toBe('2025-11-02T05:30:00.000Z');
    expect(fromCareWallClock('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(toCareWallClock('2026-03-08T07:30:00.000Z')).toBe('2026-03-08T03:30');
  });

  it('refuses what is no time', () => {
    expect(fromCareWallClock('')).toBeNull();
    expect(fromCareWallClock('2026-01-15 09:05')).toBeNull();
  });
});
