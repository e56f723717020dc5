import { addDays, daysBetween } from './subscriptionPeriods.ts';

// Caregivers are paid bi-weekly, as most home care agencies in the US and Canada pay: periods of
// fourteen agency days from Monday to the second Sunday, first day included, end day excluded,
// like every billing period in Hearth. Every agency shares one calendar of pay periods, counted
// from a fixed Monday, so a period's first day names it everywhere (screens, links, the CSV).

export const PAY_PERIOD_DAYS = 14;

/** A Monday the bi-weekly calendar counts from; any period start is a multiple of 14 days on. */
export const PAY_PERIOD_ANCHOR = '2024-01-01';

/** One pay period: agency days, `end` excluded. */
export type PayPeriod = { start: string; end: string };

const modulo = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/** The pay period an agency day (YYYY-MM-DD) falls in. */
export function payPeriodOf(day: string): PayPeriod {
  const offset = modulo(daysBetween(PAY_PERIOD_ANCHOR, day), PAY_PERIOD_DAYS);
  const start = addDays(day, -offset);
  return { start, end: addDays(start, PAY_PERIOD_DAYS) };
}

export const isPayPeriodStart = (day: string): boolean => payPeriodOf(day).start === day;

/** The period just before or after one, `steps` periods away (negative for earlier ones). */
export function payPeriodAfter(period: PayPeriod, steps: number): PayPeriod {
  const start = addDays(period.start, steps * PAY_PERIOD_DAYS);
  return { start, end: addDays(start, PAY_PERIOD_DAYS) };
}
