import { describe, expect, it } from 'vitest';
import { receivableBucketOf } from './receivableAge.ts';

describe('the age of an open balance', () => {
  const due = '2027-01-15';
  it.each([
    ['2027-01-01', 'current'],
    ['2027-01-15', 'current'],
    ['2027-01-16', 'days1To30'],
    ['2027-02-14', 'days1To30'],
    ['2027-02-15', 'days31To60'],
    ['2027-03-16', 'days31To60'],
    ['2027-03-17', 'days61To90'],
    ['2027-04-15', 'days61To90'],
    ['2027-04-16', 'over90'],
  ])('on %s is %s', (asOf, bucket) => {
    expect(receivableBucketOf(due, asOf)).toBe(bucket);
  });
});
