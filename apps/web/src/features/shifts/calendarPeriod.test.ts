import { describe, expect, it } from 'vitest';
import { periodOf, shiftPeriod } from './calendarPeriod.ts';

describe('calendar periods', () => {
  it('runs a week from Monday to Sunday', () => {
    expect(periodOf('week', '2027-01-06')).toStrictEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(periodOf('week', '2027-01-10')).toStrictEqual({ from: '2027-01-04', to: '2027-01-10' });
  });

  it('runs a month from its first to its last day, leap years included', () => {
    expect(periodOf('month', '2028-02-15')).toStrictEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('steps a week or a month at a time', () => {
    expect(shiftPeriod('week', '2027-01-06', 1)).toBe('2027-01-13');
    expect(shiftPeriod('month', '2027-01-31', 1)).toBe('2027-02-01');
    expect(shiftPeriod('month', '2027-01-31', -1)).toBe('2026-12-01');
  });
});
