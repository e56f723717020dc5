import { AssessmentRateUnit } from '../enums/billing.ts';
import { divideHalfUp } from './money.ts';

const MINUTES_PER_HOUR = 60;

/** What was delivered on one invoice line: a visit, or a period's visits for a per-day rate. */
export type CareDelivered = {
  /** Verified minutes after the agency's rounding rule (`billedMinutes`). */
  billedMinutes: number;
  visits: number;
  /** Distinct days of the agency on which care was given (`countCareDays`). */
  careDays: number;
};

/**
 * The charge of what was delivered at an assessment's rate: per hour, rounded minutes × the hourly
 * rate / 60 rounded half-up to the cent; per visit, the rate for each visit; per day (live-in),
 * the rate for each day of care.
 */
export function chargeCents(
  rateUnit: AssessmentRateUnit,
  rateCents: number,
  delivered: CareDelivered,
): number {
  switch (rateUnit) {
    case AssessmentRateUnit.hour:
      return divideHalfUp(delivered.billedMinutes * rateCents, MINUTES_PER_HOUR);
    case AssessmentRateUnit.visit:
      return delivered.visits * rateCents;
    case AssessmentRateUnit.day:
      return delivered.careDays * rateCents;
  }
}

/** The days of care among the visits' days (a day with two visits is one day of live-in care). */
export const countCareDays = (visitDays: readonly string[]): number => new Set(visitDays).size;
