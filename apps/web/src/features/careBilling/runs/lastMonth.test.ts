import { describe, expect, it } from 'vitest';
import { apiPeriod, lastDayOf, lastMonth } from './lastMonth.ts';

describe('the period an invoice run starts from', () => {
  it('is last calendar month in the agency time zone', () => {
    expect(lastMonth(new Date('2026-03-15T12:00:00Z'))).toEqual({
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
    });
    // 02:00 UTC on March 1 is still February 28 in Toronto: last month is January.
    expect(lastMonth(new Date('2026-03-01T02:00:00Z'))).toEqual({
      firstDay: '2026-01-01',
      lastDay: '2026-01-31',
    });
    expect(lastMonth(new Date('2027-01-10T12:00:00Z'))).toEqual({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
    });
  });

  it('is sent with its end day excluded, and shown with its last day', () => {
    expect(apiPeriod({ firstDay: '2026-02-01', lastDay: '2026-02-28' })).toEqual({
      periodStart: '2026-02-01',
      periodEnd: '2026-03-01',
    });
    expect(lastDayOf('2026-03-01')).toBe('2026-02-28');
  });
});
