import { describe, expect, it } from 'vitest';
import { centsOfTyped } from './typedMoney.ts';

describe('an amount as a person types it', () => {
  it.each([
    ['125', 12_500],
    ['125.5', 12_550],
    ['125,50', 12_550],
    ['32,5', 3_250],
    ['1,250.00', 125_000],
    ['1.250,75', 125_075],
    ['32.505', 3_250_500],
    [' 0.05 ', 5],
    [' 40.00 ', 4_000],
  ])('%j is %d cents', (typed, cents) => {
    expect(centsOfTyped(typed)).toBe(cents);
  });

  it('is nothing when blank, and not an amount otherwise', () => {
    expect(centsOfTyped('  ')).toBeNull();
    for (const typed of ['abc', '-5', '1e3', '32.5055', '1,2,3']) {
      expect(centsOfTyped(typed)).toBeNaN();
    }
  });
});
