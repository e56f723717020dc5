import { describe, expect, it } from 'vitest';
import { reportBucketOf, reportBucketStarts } from './reportBuckets.ts';

describe('report buckets', () => {
  it('starts a week on Monday and a month on its first day', () => {
    expect(reportBucketOf('2026-03-01', 'week')).toBe('2026-02-23');
    expect(reportBucketOf('2026-03-02', 'week')).toBe('2026-03-02');
    expect(reportBucketOf('2026-03-31', 'month')).toBe('2026-03-01');
    expect(reportBucketOf('2026-03-31', 'day')).toBe('2026-03-31');
  });

  it('names every bucket a range touches, across a year end', () => {
    expect(reportBucketStarts('2026-12-30', '2027-01-02', 'day')).toStrictEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(reportBucketStarts('2026-03-01', '2026-03-16', 'week')).toStrictEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(reportBucketStarts('2026-11-15', '2027-02-01', 'month')).toStrictEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });
});
