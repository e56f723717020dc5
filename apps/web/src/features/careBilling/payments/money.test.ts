import { describe, expect, it } from 'vitest';
import { centsOf } from './money.ts';

describe('an amount as a person types it', () => {
  it.each([
    ['', 0],
    ['125', 12_500],
    ['125.5', 12_550],
    ['125,50', 12_550],
    ['1,250.00', 125_000],
    ['1.250,75', 125_075],
    [' 40.00 ', 4_000],
  ])('%j is %d cents', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it('is not an amount otherwise', () => {
    expect(centsOf('abc')).toBeNaN();
    expect(centsOf('-5')).toBeNaN();
  });
});
