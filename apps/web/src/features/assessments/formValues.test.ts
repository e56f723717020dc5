import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf } from './formValues.ts';

describe('the rate box', () => {
  it.each([
    ['32.50', 3250],
    ['32,5', 3250],
    ['32', 3200],
    [' 0.05 ', 5],
  ])('reads %j as %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it('reads an empty box as no rate, and anything else as not a number', () => {
    expect(centsOf('  ')).toBeNull();
    for (const text of ['abc', '32.505', '-5', '1e3']) {
      expect(centsOf(text)).toBeNaN();
    }
  });

  it('shows cents as dollars with two decimals', () => {
    expect(dollarsOf(3250)).toBe('32.50');
    expect(dollarsOf(null)).toBe('');
  });
});
