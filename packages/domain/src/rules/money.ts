// Money is whole cents, as integers, everywhere it is stored or sent. A tax percent such as
// Quebec's 9.975 is held as thousandths of a percent (9975), so every sum here is integer
// arithmetic and no float ever decides a cent.

/** Thousandths of a percent in one percent. */
export const PERCENT_SCALE = 1000;

const HUNDRED_PERCENT = 100 * PERCENT_SCALE;

/** Whether a percent has at most three decimals (9.975 does; 9.9755 does not). */
export function hasPercentPrecision(percent: number): boolean {
  const scaled = percent * PERCENT_SCALE;
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** 9.975 → 9975. The caller has checked `hasPercentPrecision`. */
export function percentToThousandths(percent: number): number {
  return Math.round(percent * PERCENT_SCALE);
}

/** 9975 → 9.975, for the wire and the screen; never used to compute an amount. */
export function thousandthsToPercent(thousandths: number): number {
  return thousandths / PERCENT_SCALE;
}

/**
 * An integer quotient rounded half-up (half goes up, away from zero for a negative numerator, so a
 * credit rounds like the charge it reverses). The denominator is positive; exact while the
 * numerator stays below 2^52.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  const rounded = Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator));
  // `0 - rounded`, not `-rounded`: a credit too small to count is 0, never -0.
  return numerator < 0 ? 0 - rounded : rounded;
}

/**
 * A percent of an amount, rounded half-up to the cent. Exact for any amount an int32 holds:
 * amount × rate stays below 2^53.
 */
export const percentOfCents = (amountCents: number, rateThousandths: number): number =>
  divideHalfUp(amountCents * rateThousandths, HUNDRED_PERCENT);

/** The tax on an amount at one rate, rounded half-up to the cent. */
export const taxCents = percentOfCents;

export type TaxComponentRate = { name: string; rateThousandths: number };

export type TaxLine = { name: string; percent: number; taxCents: number };

export type TaxBreakdown = {
  lines: TaxLine[];
  taxCents: number;
  totalCents: number;
};

/** An amount with each tax component rounded on its own, as invoices show them line by line. */
export function taxBreakdown(
  amountCents: number,
  components: readonly TaxComponentRate[],
): TaxBreakdown {
  const lines = components.map((component) => ({
    name: component.name,
    percent: thousandthsToPercent(component.rateThousandths),
    taxCents: taxCents(amountCents, component.rateThousandths),
  }));
  const tax = lines.reduce((sum, line) => sum + line.taxCents, 0);
  return { lines, taxCents: tax, totalCents: amountCents + tax };
}

/** The components' percents added up exactly (5 + 9.975 = 14.975, not 14.975000000000001). */
export function totalPercent(components: readonly { rateThousandths: number }[]): number {
  return thousandthsToPercent(components.reduce((sum, c) => sum + c.rateThousandths, 0));
}
