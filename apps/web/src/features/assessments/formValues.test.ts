import { describe, expect, it } from 'vitest';
import { dollarsOf } from './formValues.ts';

describe('the rate box', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(dollarsOf(3250)).toBe('32.50');
    expect(dollarsOf(null)).toBe('');
  });
});
