import { describe, expect, it } from 'vitest';
import {
  divideHalfUp,
  hasPercentPrecision,
  percentOfCents,
  percentToThousandths,
  taxBreakdown,
  taxCents,
  totalPercent,
} from './money.ts';

const ontarioHst = [{ name: 'HST', rateThousandths: 13_000 }];
const quebec = [
  { name: 'GST', rateThousandths: 5_000 },
  { name: 'QST', rateThousandths: 9_975 },
];

describe('tax on an amount, per component, half-up', () => {
  it('rounds exactly half a cent up', () => {
    // 5 % of 10 cents is 0.5 cent; 5 % of 30 cents is 1.5 cents.
    expect(taxCents(10, 5_000)).toBe(1);
    expect(taxCents(30, 5_000)).toBe(2);
    // 13 % of 50 cents is 6.5 cents.
    expect(taxCents(50, 13_000)).toBe(7);
  });

  it('rounds just under half a cent down and just over it up', () => {
    // 5 % of 9 cents is 0.45; of 11 cents 0.55.
    expect(taxCents(9, 5_000)).toBe(0);
    expect(taxCents(11, 5_000)).toBe(1);
    // 9.975 % of 4,995 cents is 498.25...; of 5,015 cents 500.246...; of 5,000 cents 498.75.
    expect(taxCents(4_995, 9_975)).toBe(498);
    expect(taxCents(5_015, 9_975)).toBe(500);
    expect(taxCents(5_000, 9_975)).toBe(499);
  });

  it('rounds a credit the same way, away from zero at the half', () => {
    expect(taxCents(-10, 5_000)).toBe(-1);
    expect(taxCents(-9, 5_000)).toBe(0);
    expect(taxCents(-50, 13_000)).toBe(-7);
  });

  it('stays exact for the largest amount an int32 holds', () => {
    // 2,147,483,647 × 13 % = 279,172,874.11 cents.
    expect(taxCents(2_147_483_647, 13_000)).toBe(279_172_874);
  });

  it('adds each component rounded on its own', () => {
    // Quebec on $49.90: GST 249.5 → 250, QST 497.75... → 498.
    expect(taxBreakdown(4_990, quebec)).toStrictEqual({
      lines: [
        { name: 'GST', percent: 5, taxCents: 250 },
        { name: 'QST', percent: 9.975, taxCents: 498 },
      ],
      taxCents: 748,
      totalCents: 5_738,
    });
    expect(taxBreakdown(4_990, ontarioHst).totalCents).toBe(5_639);
    expect(taxBreakdown(4_990, []).totalCents).toBe(4_990);
  });
});

describe('percents', () => {
  it('takes at most three decimals', () => {
    expect(hasPercentPrecision(9.975)).toBe(true);
    expect(hasPercentPrecision(13)).toBe(true);
    expect(hasPercentPrecision(6.625)).toBe(true);
    expect(hasPercentPrecision(9.9755)).toBe(false);
    expect(hasPercentPrecision(Number.NaN)).toBe(false);
    expect(percentToThousandths(9.975)).toBe(9_975);
    expect(percentToThousandths(0.1 + 0.2)).toBe(300);
  });

  it('adds components exactly', () => {
    expect(totalPercent(quebec)).toBe(14.975);
    expect(totalPercent([])).toBe(0);
  });
});

describe('integer division and percents of an amount, half-up', () => {
  it('rounds a quotient half-up, a negative one as its positive', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(7, 3)).toBe(2);
    expect(divideHalfUp(-5, 2)).toBe(-3);
    expect(Object.is(divideHalfUp(-1, 3), 0)).toBe(true);
  });

  it('takes a percent of an amount as tax is taken', () => {
    expect(percentOfCents(4_800, 62_500)).toBe(3_000);
    expect(percentOfCents(3, 50_000)).toBe(2);
    expect(percentOfCents(-3, 50_000)).toBe(-2);
  });
});
