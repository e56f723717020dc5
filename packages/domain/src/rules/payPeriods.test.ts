import { describe, expect, it } from 'vitest';
import { isPayPeriodStart, payPeriodAfter, payPeriodOf } from './payPeriods.ts';

describe('bi-weekly pay periods', () => {
  it('run fourteen days from a Monday, the end day excluded', () => {
    expect(payPeriodOf('2024-01-01')).toEqual({ start: '2024-01-01', end: '2024-01-15' });
    expect(payPeriodOf('2024-01-14')).toEqual({ start: '2024-01-01', end: '2024-01-15' });
    expect(payPeriodOf('2024-01-15')).toEqual({ start: '2024-01-15', end: '2024-01-29' });
  });

  it('hold across months, years and a leap day, and before the calendar anchor', () => {
    expect(payPeriodOf('2024-02-29')).toEqual({ start: '2024-02-26', end: '2024-03-11' });
    expect(payPeriodOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-11' });
    expect(payPeriodOf('2023-12-31')).toEqual({ start: '2023-12-18', end: '2024-01-01' });
  });

  it('are named by their first day, a Monday', () => {
    expect(isPayPeriodStart('2026-11-30')).toBe(true);
    expect(isPayPeriodStart('2026-11-23')).toBe(false);
    expect(new Date(`${payPeriodOf('2031-07-09').start}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('step to the periods before and after', () => {
    const period = payPeriodOf('2026-11-27');
    expect(period).toEqual({ start: '2026-11-16', end: '2026-11-30' });
    expect(payPeriodAfter(period, 1)).toEqual({ start: '2026-11-30', end: '2026-12-14' });
    expect(payPeriodAfter(period, -1)).toEqual({ start: '2026-11-02', end: '2026-11-16' });
  });
});
