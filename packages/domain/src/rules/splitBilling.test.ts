import { describe, expect, it } from 'vitest';
import { isPayerSharePercent, splitTotal } from './splitBilling.ts';

const shares = [0, 0.01, 12.34, 33.33, 50, 62.5, 66.67, 80, 99.99, 100];

describe('split billing', () => {
  it('splits a total by the payer’s share, the patient paying the rest', () => {
    expect(splitTotal(10_000, 80)).toEqual({ payerCents: 8_000, privateCents: 2_000 });
    expect(splitTotal(4_800, 62.5)).toEqual({ payerCents: 3_000, privateCents: 1_800 });
    expect(splitTotal(10_000, 0)).toEqual({ payerCents: 0, privateCents: 10_000 });
    expect(splitTotal(10_000, 100)).toEqual({ payerCents: 10_000, privateCents: 0 });
  });

  it('gives the odd half cent to the payer', () => {
    // 50 % of 1 cent, 62.5 % of 3 cents (1.875) and 33.33 % of 15 cents (4.9995).
    expect(splitTotal(1, 50)).toEqual({ payerCents: 1, privateCents: 0 });
    expect(splitTotal(3, 62.5)).toEqual({ payerCents: 2, privateCents: 1 });
    expect(splitTotal(15, 33.33)).toEqual({ payerCents: 5, privateCents: 10 });
  });

  it('always sums exactly to the total, each part within half a cent of its share', () => {
    // Collected rather than asserted one by one: 100 000 expectations would make the test slow.
    const wrongSplits: string[] = [];
    for (const share of shares) {
      for (let total = 0; total <= 10_000; total += 1) {
        const { payerCents, privateCents } = splitTotal(total, share);
        const exactShare = (total * share) / 100;
        const sound =
          payerCents + privateCents === total &&
          Number.isInteger(payerCents) &&
          payerCents >= 0 &&
          privateCents >= 0 &&
          Math.abs(payerCents - exactShare) <= 0.5 + 1e-9;
        if (!sound) {
          wrongSplits.push(`${total} at ${share} %: ${payerCents} + ${privateCents}`);
        }
      }
    }
    expect(wrongSplits).toEqual([]);
  });

  it('splits a credit as the charge it reverses', () => {
    for (const share of shares) {
      for (const total of [1, 3, 15, 4_801, 9_999]) {
        const charge = splitTotal(total, share);
        const credit = splitTotal(-total, share);
        expect(credit.payerCents).toBe(0 - charge.payerCents);
        expect(credit.privateCents).toBe(0 - charge.privateCents);
      }
    }
  });

  it('accepts a share from 0 to 100 with up to two decimals only', () => {
    expect(shares.every(isPayerSharePercent)).toBe(true);
    for (const wrong of [-1, 100.01, 62.555, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isPayerSharePercent(wrong)).toBe(false);
    }
    expect(() => splitTotal(100, 62.555)).toThrow(RangeError);
  });
});
