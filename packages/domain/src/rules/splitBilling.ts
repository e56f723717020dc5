import { percentOfCents, percentToThousandths } from './money.ts';

// A split assessment bills a payer a share of each total and the patient the rest privately.

/** The two parts of a split total; they always add up to it exactly. */
export type SplitCents = { payerCents: number; privateCents: number };

/** Whether a payer share is a percent from 0 to 100 with at most two decimals (80, 62.5, 33.33). */
export function isPayerSharePercent(percent: number): boolean {
  const hundredths = percent * 100;
  return (
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent <= 100 &&
    Math.abs(hundredths - Math.round(hundredths)) < 1e-6
  );
}

/**
 * A total split between the payer and the patient. The payer's part is its share rounded half-up
 * to the cent, like every percent of money in Hearth, so an odd half cent goes to the payer; the
 * patient's part is the remainder, so no cent is lost or made. A credit splits the same way.
 */
export function splitTotal(totalCents: number, payerSharePercent: number): SplitCents {
  if (!isPayerSharePercent(payerSharePercent)) {
    throw new RangeError('a payer share is a percent from 0 to 100 with at most two decimals');
  }
  const payerCents = percentOfCents(totalCents, percentToThousandths(payerSharePercent));
  return { payerCents, privateCents: totalCents - payerCents };
}
